import type { RecordBusinessMetricRequest } from '@fj/contracts';
import { todayIsoDate } from './dates';

export interface MetricFormValues {
  /** yyyy-MM-dd */
  date: string;
  /** dollars, as typed */
  revenue: string;
  clients: string;
}

/** The date defaults to today; the figures start empty. */
export const emptyMetricForm = (now: Date = new Date()): MetricFormValues => ({ date: todayIsoDate(now), revenue: '', clients: '' });

/**
 * The POST /api/business-metrics body, or null until the form holds a date, a revenue ≥ 0 and a whole number of
 * clients ≥ 0 (the server checks the same; this only keeps the Save button honest).
 */
export function toRecordMetricRequest(values: MetricFormValues, businessId: string): RecordBusinessMetricRequest | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) return null;
  if (values.revenue.trim() === '' || values.clients.trim() === '') return null;
  const revenue = Number(values.revenue);
  const clients = Number(values.clients);
  if (!Number.isFinite(revenue) || revenue < 0) return null;
  if (!Number.isInteger(clients) || clients < 0) return null;
  return { businessId, date: values.date, revenue, clients };
}
