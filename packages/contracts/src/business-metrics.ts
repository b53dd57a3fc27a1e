import { z } from 'zod';
import { amountSchema, isoDateSchema, recordIdSchema } from './common';
import { CLIENTS_NEGATIVE, CLIENTS_WHOLE_NUMBER } from './messages';

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

const clientsSchema = z
  .number({ message: 'Clients must be a number' })
  .int(CLIENTS_WHOLE_NUMBER)
  .min(0, CLIENTS_NEGATIVE)
  .max(1_000_000_000, 'Clients is too large');

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
    clients: clientsSchema,
  })
  .strict();
export type RecordBusinessMetricRequest = z.input<typeof recordBusinessMetricSchema>;
export type RecordBusinessMetric = z.output<typeof recordBusinessMetricSchema>;

/**
 * PUT /api/business-metrics/{id} → 200 BusinessMetric: correct a recorded date's figures, or move them to another date
 * (409 when that date already has figures: edit that one instead). DELETE /api/business-metrics/{id} → 204.
 */
export const updateBusinessMetricSchema = recordBusinessMetricSchema.omit({ businessId: true });
export type UpdateBusinessMetricRequest = z.input<typeof updateBusinessMetricSchema>;
export type UpdateBusinessMetric = z.output<typeof updateBusinessMetricSchema>;
