import { z } from 'zod';
import { amountSchema, isoDateSchema, recordIdSchema } from './common';

/** A business metric: revenue and clients recorded for one date (one row per business per date). */
export const businessMetricSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  /** yyyy-MM-dd */
  date: isoDateSchema,
  revenue: z.number(),
  clients: z.number().int(),
  /** ISO date-time */
  createdAt: z.string(),
});
export type BusinessMetric = z.infer<typeof businessMetricSchema>;

/** GET /api/business-metrics?businessId= → BusinessMetric[] ordered by date (oldest first, ready for a trend chart). */
export const businessMetricListSchema = z.array(businessMetricSchema);

/**
 * POST /api/business-metrics → 201 BusinessMetric.
 * Records revenue (≥ 0, stored to the cent) and clients (whole number ≥ 0) for a date; recording the same date
 * again replaces that date's figures.
 */
export const recordBusinessMetricSchema = z
  .object({
    businessId: recordIdSchema('business'),
    date: isoDateSchema,
    revenue: amountSchema('Revenue'),
    clients: z.number({ message: 'Clients must be a number' }).int('Clients must be a whole number').min(0, 'Clients cannot be negative').max(1_000_000_000, 'Clients is too large'),
  })
  .strict();
export type RecordBusinessMetricRequest = z.input<typeof recordBusinessMetricSchema>;
export type RecordBusinessMetric = z.output<typeof recordBusinessMetricSchema>;
