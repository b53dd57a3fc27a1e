import { z } from 'zod';
import {
  isoDateSchema,
  isoDateTimeSchema,
  optionalTextSchema,
  recordIdSchema,
  requiredDisplayTextSchema,
} from './common';
import { CONTENT_PLAN_TITLE_REQUIRED, CONTENT_TYPE_REQUIRED } from './messages';

/** Content types (docs/product.md#content-plan). */
export const CONTENT_TYPES = ['post', 'reel', 'story', 'article', 'video'] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES, { message: CONTENT_TYPE_REQUIRED });
export type ContentType = z.infer<typeof contentTypeSchema>;

/**
 * Derived by the server, never sent: no scheduledDate → 'draft' (feeds the Drafts list); a date and not
 * completed → 'scheduled'; a date and completed → 'published'.
 */
export const CONTENT_PLAN_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const contentPlanStatusSchema = z.enum(CONTENT_PLAN_STATUSES, {
  message: `Status must be one of: ${CONTENT_PLAN_STATUSES.join(', ')}`,
});
export type ContentPlanStatus = z.infer<typeof contentPlanStatusSchema>;

/** A content plan. scheduledDate, completedAt and createdAt are ISO date-times (UTC). */
export const contentPlanSchema = z.object({
  id: z.string(),
  businessId: z.string().nullable(),
  accountId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  contentType: contentTypeSchema,
  scheduledDate: z.string().nullable(),
  status: contentPlanStatusSchema,
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** the version an edit starts from: sent back as If-Match (docs/decisions/2603-edit-conflicts.md) */
  updatedAt: z.string(),
});
export type ContentPlan = z.infer<typeof contentPlanSchema>;

/** The most plans one list answer holds (page on with `before`). */
export const MAX_CONTENT_PLAN_PAGE = 1000;

const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/content-plans → ContentPlan[], newest scheduled first (drafts, having no date, first), at most `limit`.
 * - businessId: only that business's plans (404 when it is not the caller's).
 * - from / to (yyyy-MM-dd, inclusive): plans scheduled on those days **in the caller's time zone** (Settings.timeZone);
 *   drafts never match a day.
 * - status: draft | scheduled | published.
 * - before: the id of the last plan of the previous page (keyset paging of dated plans).
 */
export const listContentPlansQuerySchema = z
  .object({
    businessId: z.preprocess(emptyAsAbsent, recordIdSchema('business').optional()),
    from: z.preprocess(emptyAsAbsent, isoDateSchema.optional()),
    to: z.preprocess(emptyAsAbsent, isoDateSchema.optional()),
    status: z.preprocess(emptyAsAbsent, contentPlanStatusSchema.optional()),
    limit: z.preprocess(
      emptyAsAbsent,
      z.coerce
        .number({ message: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit is at least 1')
        .max(MAX_CONTENT_PLAN_PAGE, `limit is at most ${MAX_CONTENT_PLAN_PAGE}`)
        .default(MAX_CONTENT_PLAN_PAGE),
    ),
    before: z.preprocess(emptyAsAbsent, recordIdSchema('content plan').optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must be on or before to', path: ['to'] });
export type ListContentPlansQuery = z.input<typeof listContentPlansQuerySchema>;
export type ContentPlanFilter = z.output<typeof listContentPlansQuerySchema>;
export const contentPlanListSchema = z.array(contentPlanSchema);

/** A scheduled instant (ISO date-time or yyyy-MM-dd) or null for a draft. */
const scheduledDateSchema = isoDateTimeSchema.nullish().transform((v) => v ?? null);

/**
 * POST /api/content-plans → 201 ContentPlan (the original client's keys, plus businessId).
 * title (trimmed, 1–200) and contentType are required; description ≤ 5,000 (blank → null); scheduledDate ISO or null
 * (null → a draft); accountId one of the caller's social accounts or null; businessId one of the caller's businesses
 * or null. A foreign businessId or accountId → 404 and nothing is written.
 */
export const createContentPlanSchema = z
  .object({
    title: requiredDisplayTextSchema(CONTENT_PLAN_TITLE_REQUIRED, 'Title', 200),
    description: optionalTextSchema('Description', 5000),
    contentType: contentTypeSchema,
    scheduledDate: scheduledDateSchema,
    accountId: recordIdSchema('social account')
      .nullish()
      .transform((v) => v ?? null),
    businessId: recordIdSchema('business')
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type CreateContentPlanRequest = z.input<typeof createContentPlanSchema>;
export type CreateContentPlan = z.output<typeof createContentPlanSchema>;

/**
 * PATCH /api/content-plans/{id} → 200 ContentPlan. The complete toggle sends `{ isCompleted }`; the edit
 * form adds the fields it changes. A field left out keeps its value; null clears an optional one (a null
 * scheduledDate makes the plan a draft again). The server owns completedAt: set when the plan becomes completed
 * (kept if it already was), cleared when it is reopened. DELETE /api/content-plans/{id} → 204.
 */
export const updateContentPlanSchema = z
  .object({
    isCompleted: z.boolean({ message: 'isCompleted must be true or false' }),
    title: requiredDisplayTextSchema(CONTENT_PLAN_TITLE_REQUIRED, 'Title', 200).optional(),
    description: optionalTextSchema('Description', 5000).optional(),
    contentType: contentTypeSchema.optional(),
    scheduledDate: isoDateTimeSchema.nullable().optional(),
    accountId: recordIdSchema('social account').nullable().optional(),
    businessId: recordIdSchema('business').nullable().optional(),
  })
  .strict();
export type UpdateContentPlanRequest = z.input<typeof updateContentPlanSchema>;
export type UpdateContentPlan = z.output<typeof updateContentPlanSchema>;
