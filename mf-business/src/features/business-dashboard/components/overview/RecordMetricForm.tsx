import { useState, type FormEvent } from 'react';
import { Button, Input } from '@fj/ui';
import { FormField } from '../../../../shared/FormField';
import { useRecordMetric } from '../../api/metricsApi';
import { emptyMetricForm, toRecordMetricRequest, type MetricFormValues } from '../../model/metricForm';

/** Revenue and clients for a date (today by default). */
export function RecordMetricForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const [values, setValues] = useState<MetricFormValues>(() => emptyMetricForm());
  const record = useRecordMetric(businessId);
  const set = (key: keyof MetricFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const body = toRecordMetricRequest(values, businessId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    record.mutate(body, {
      onSuccess: () => {
        setValues(emptyMetricForm());
        onSaved();
      },
    });
  };

  return (
    <form className="fjb-form" onSubmit={submit} noValidate>
      <FormField label="Date">{(id) => <Input id={id} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />}</FormField>
      <div className="fjb-form__row">
        <FormField label="Revenue (USD)">
          {(id) => (
            <Input id={id} type="number" inputMode="decimal" min={0} step="0.01" placeholder="0.00" value={values.revenue} onChange={(e) => set('revenue', e.target.value)} />
          )}
        </FormField>
        <FormField label="Clients">
          {(id) => (
            <Input id={id} type="number" inputMode="numeric" min={0} step={1} placeholder="0" value={values.clients} onChange={(e) => set('clients', e.target.value)} />
          )}
        </FormField>
      </div>
      <Button type="submit" block disabled={!body || record.isPending}>
        {record.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
