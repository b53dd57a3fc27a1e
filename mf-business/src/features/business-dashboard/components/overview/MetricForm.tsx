import type { BusinessMetric } from '@fj/contracts';
import { Button, FormField, Input, RequiredNote, todayIn, useUserTimeZone, useValidatedForm } from '@fj/ui';
import { useRecordMetric, useUpdateMetric } from '../../api/metricsApi';
import {
  emptyMetricForm,
  metricToFormValues,
  toRecordMetricRequest,
  toUpdateMetricRequest,
  validateMetricForm,
  type MetricFormValues,
} from '../../model/metricForm';

/** Revenue and clients for a date: all three required; negative figures are refused inline (and by the server). */
export function MetricForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: MetricFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: MetricFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateMetricForm, onSubmit);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Date" required error={errors.date}>
        {(control) => (
          <Input {...control} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
        )}
      </FormField>
      <div className="fj-form__row">
        <FormField label="Revenue (USD)" required error={errors.revenue}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="0.00"
              value={values.revenue}
              onChange={(e) => set('revenue', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Clients" required error={errors.clients}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              value={values.clients}
              onChange={(e) => set('clients', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

/** Today's figures by default (today in the user's time zone). */
export function RecordMetricForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const record = useRecordMetric(businessId);
  const today = todayIn(useUserTimeZone());
  return (
    <MetricForm
      initial={emptyMetricForm(today)}
      submitLabel="Save"
      pending={record.isPending}
      onSubmit={(values) => {
        const body = toRecordMetricRequest(values, businessId);
        if (body) record.mutate(body, { onSuccess: onSaved });
      }}
    />
  );
}

export function EditMetricForm({ metric, onSaved }: { metric: BusinessMetric; onSaved: () => void }) {
  const update = useUpdateMetric(metric.businessId);
  return (
    <MetricForm
      initial={metricToFormValues(metric)}
      submitLabel="Save Changes"
      pending={update.isPending}
      onSubmit={(values) => {
        const body = toUpdateMetricRequest(values);
        if (body) update.mutate({ id: metric.id, body }, { onSuccess: onSaved });
      }}
    />
  );
}
