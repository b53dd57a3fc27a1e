import { useState } from 'react';
import { Download } from 'lucide-react';
import type { BusinessOverview } from '@fj/contracts';
import { buttonClass, Card, CardContent, CardHeader, CardTitle, FormField, Input } from '@fj/ui';
import { SelectField } from '@fj/ui/select';
import { exportCsvUrl } from '../api/analyticsApi';

const ALL = 'all';

/** Every recorded figure as a CSV file (one business or all, optionally between two dates): a plain download link. */
export function CsvExport({ businesses, today }: { businesses: readonly BusinessOverview[]; today: string }) {
  const [businessId, setBusinessId] = useState(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const reversed = Boolean(from && to && from > to);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export metrics</CardTitle>
      </CardHeader>
      <CardContent className="fj-form">
        {businesses.length > 1 && (
          <SelectField
            label="Business"
            value={businessId}
            options={[
              { value: ALL, label: 'All businesses' },
              ...businesses.map((b) => ({ value: b.id, label: b.name })),
            ]}
            onChange={setBusinessId}
          />
        )}
        <div className="fj-form__row">
          <FormField label="From (optional)">
            {(control) => (
              <Input {...control} type="date" max={today} value={from} onChange={(e) => setFrom(e.target.value)} />
            )}
          </FormField>
          <FormField label="To (optional)" error={reversed ? 'Choose a date on or after From' : undefined}>
            {(control) => <Input {...control} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
          </FormField>
        </div>
        <a
          className={buttonClass({ variant: 'outline', block: true })}
          href={exportCsvUrl({
            businessId: businessId === ALL ? undefined : businessId,
            from: from || undefined,
            to: reversed ? undefined : to || undefined,
          })}
          download
        >
          <Download size={18} aria-hidden="true" />
          Download CSV
        </a>
      </CardContent>
    </Card>
  );
}
