import { z } from 'zod';
import { isoDateSchema, optionalTextSchema, recordIdSchema, requiredDisplayTextSchema } from './common';
import { BUSINESS_NAME_REQUIRED } from './messages';

/** The eight business colours; default blue (docs/product.md#businesses). */
export const BUSINESS_COLORS = ['blue', 'green', 'purple', 'red', 'orange', 'yellow', 'pink', 'indigo'] as const;
export const businessColorSchema = z.enum(BUSINESS_COLORS, {
  message: `Colour must be one of: ${BUSINESS_COLORS.join(', ')}`,
});
export type BusinessColor = z.infer<typeof businessColorSchema>;
export const DEFAULT_BUSINESS_COLOR: BusinessColor = 'blue';

/** A business as every endpoint answers it. Dates are ISO strings. */
export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: businessColorSchema,
  sortOrder: z.number().int(),
  /** ISO date-time */
  createdAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/** GET /api/businesses → Business[] ordered by sortOrder, then createdAt. */
export const businessListSchema = z.array(businessSchema);
export type BusinessList = z.infer<typeof businessListSchema>;

/** A recorded metric as embedded in the dashboard header (same shape as GET /api/business-metrics rows, minus ids). */
export const businessLatestMetricSchema = z.object({
  /** yyyy-MM-dd */
  date: isoDateSchema,
  revenue: z.number(),
  clients: z.number().int(),
});

/**
 * GET /api/businesses/:id → the business plus what the dashboard header needs, in one round trip:
 * - totalRevenue: sum of revenue over every recorded date;
 * - totalClients: clients on the latest recorded date (a head count, not a sum); 0 when nothing is recorded;
 * - latestMetric: the latest recorded date, or null;
 * - counts of meetings, action items and growth ideas.
 */
export const businessDetailSchema = businessSchema.extend({
  stats: z.object({
    totalRevenue: z.number(),
    totalClients: z.number().int(),
    latestMetric: businessLatestMetricSchema.nullable(),
    meetingCount: z.number().int(),
    actionItemCount: z.number().int(),
    growthIdeaCount: z.number().int(),
  }),
});
export type BusinessDetail = z.infer<typeof businessDetailSchema>;

/**
 * POST /api/businesses → 201 Business.
 * name is trimmed and required; description is trimmed and stored as null when blank; color defaults to blue.
 * A second business on the Free plan → 403 FREE_PLAN_LIMIT_MESSAGE.
 */
export const createBusinessSchema = z
  .object({
    name: requiredDisplayTextSchema(BUSINESS_NAME_REQUIRED, 'Business name', 100),
    description: optionalTextSchema('Description', 2000),
    color: businessColorSchema.default(DEFAULT_BUSINESS_COLOR),
  })
  .strict();
export type CreateBusinessRequest = z.input<typeof createBusinessSchema>;
export type CreateBusiness = z.output<typeof createBusinessSchema>;

/**
 * PUT /api/businesses/{id} → 200 Business: a full update of what the user typed (name, description, colour; a missing
 * description clears it). Position (sortOrder) only changes through reorder. Another user's id → 404.
 * DELETE /api/businesses/{id} → 204: the business and, by cascade, its metrics, meetings, action items and ideas.
 */
export const updateBusinessSchema = z
  .object({
    name: requiredDisplayTextSchema(BUSINESS_NAME_REQUIRED, 'Business name', 100),
    description: optionalTextSchema('Description', 2000),
    color: businessColorSchema,
  })
  .strict();
export type UpdateBusinessRequest = z.input<typeof updateBusinessSchema>;
export type UpdateBusiness = z.output<typeof updateBusinessSchema>;

/**
 * POST /api/businesses/reorder → 200 Business[] (the caller's businesses in their new order).
 * All-or-nothing: if any id is not one of the caller's businesses the answer is 404 and nothing changes.
 */
export const reorderBusinessesSchema = z
  .object({
    businessUpdates: z
      .array(
        z
          .object({
            id: recordIdSchema('business'),
            sortOrder: z
              .number({ message: 'sortOrder must be a number' })
              .int('sortOrder must be a whole number')
              .min(0, 'sortOrder cannot be negative')
              .max(1_000_000, 'sortOrder is too large'),
          })
          .strict(),
        { message: 'businessUpdates must be a list of { id, sortOrder }' },
      )
      .min(1, 'Nothing to reorder')
      .max(1000, 'Too many businesses in one reorder')
      .refine(
        (updates) => new Set(updates.map((u) => u.id)).size === updates.length,
        'Each business may appear only once',
      ),
  })
  .strict();
export type ReorderBusinessesRequest = z.input<typeof reorderBusinessesSchema>;
export type ReorderBusinesses = z.output<typeof reorderBusinessesSchema>;
