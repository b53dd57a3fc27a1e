import { useState } from 'react';
import type { ReportReason } from '@fj/contracts';
import { REPORT_DETAILS_MAX } from '@fj/contracts/messages';
import { Button, FormField, Textarea } from '@fj/ui';
import { useReportPost } from '../../../shared/api/moderationApi';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '../../../shared/model/categories';

/** Why the post should be reviewed (a reason, and optional details); three members' reports hide it. */
export function ReportForm({ postId, onSent }: { postId: string; onSent: () => void }) {
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const report = useReportPost(postId);
  return (
    <form
      className="fj-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate({ reason, details: details.trim() || null }, { onSuccess: onSent });
      }}
    >
      <fieldset className="fjc-reasons">
        <legend className="fj-label">Reason</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="fjc-reason">
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <FormField label="Details (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" block variant="destructive" disabled={report.isPending}>
        {report.isPending ? 'Sending…' : 'Report post'}
      </Button>
    </form>
  );
}
