import type { BusinessMetric, RecordBusinessMetricRequest, UpdateBusinessMetricRequest } from '@fj/contracts';
import {
  CLIENTS_NEGATIVE,
  CLIENTS_REQUIRED,
  CLIENTS_WHOLE_NUMBER,
  METRIC_DATE_REQUIRED,
  REVENUE_NEGATIVE,
  REVENUE_REQUIRED,
} from '@fj/contracts/messages';
import type { FieldErrors } from '@fj/ui';
import { typedNumber } from '../../../shared/model/formValues';

export interface MetricFormValues {
  /** yyyy-MM-dd */
  date: string;
  /** dollars, as typed */
  revenue: string;
  clients: string;
}

/** The date defaults to today (in the user's time zone); the figures start empty. */
export const emptyMetricForm = (today: string): MetricFormValues => ({ date: today, revenue: '', clients: '' });

export const metricToFormValues = (metric: BusinessMetric): MetricFormValues => ({
  date: metric.date,
  revenue: String(metric.revenue),
  clients: String(metric.clients),
});

/** A date, a revenue ≥ 0 and a whole number of clients ≥ 0, said inline with the server's own messages. */
export function validateMetricForm(values: MetricFormValues): FieldErrors<'date' | 'revenue' | 'clients'> {
  const revenue = typedNumber(values.revenue);
  const clients = typedNumber(values.clients);
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? undefined : METRIC_DATE_REQUIRED,
    revenue: revenue === null || Number.isNaN(revenue) ? REVENUE_REQUIRED : revenue < 0 ? REVENUE_NEGATIVE : undefined,
    clients:
      clients === null || Number.isNaN(clients)
        ? CLIENTS_REQUIRED
        : clients < 0
          ? CLIENTS_NEGATIVE
          : !Number.isInteger(clients)
            ? CLIENTS_WHOLE_NUMBER
            : undefined,
  };
}

const isValid = (values: MetricFormValues) => Object.values(validateMetricForm(values)).every((message) => !message);

/** The POST /api/business-metrics body, or null while the form is not valid. */
export function toRecordMetricRequest(
  values: MetricFormValues,
  businessId: string,
): RecordBusinessMetricRequest | null {
  return isValid(values)
    ? { businessId, date: values.date, revenue: Number(values.revenue), clients: Number(values.clients) }
    : null;
}

/** The PUT /api/business-metrics/:id body, or null while the form is not valid. */
export function toUpdateMetricRequest(values: MetricFormValues): UpdateBusinessMetricRequest | null {
  return isValid(values)
    ? { date: values.date, revenue: Number(values.revenue), clients: Number(values.clients) }
    : null;
}
