import { z } from 'zod';
import { amountSchema, optionalTextSchema, prioritySchema, recordIdSchema, requiredDisplayTextSchema } from './common';
import { GROWTH_IDEA_TITLE_REQUIRED } from './messages';

export const GROWTH_IDEA_CATEGORIES = [
  'marketing',
  'product',
  'revenue',
  'operations',
  'innovation',
  'partnerships',
] as const;
export const growthIdeaCategorySchema = z.enum(GROWTH_IDEA_CATEGORIES, {
  message: `Category must be one of: ${GROWTH_IDEA_CATEGORIES.join(', ')}`,
});
export type GrowthIdeaCategory = z.infer<typeof growthIdeaCategorySchema>;

export const IMPLEMENTATION_EFFORTS = ['low', 'medium', 'high'] as const;
export const implementationEffortSchema = z.enum(IMPLEMENTATION_EFFORTS, {
  message: `Effort must be one of: ${IMPLEMENTATION_EFFORTS.join(', ')}`,
});
export type ImplementationEffort = z.infer<typeof implementationEffortSchema>;

/**
 * Starts 'brainstorming'; any status → any other. UI groups: first four 'In Progress', completed 'Implemented', paused
 * 'On Hold'.
 */
export const GROWTH_IDEA_STATUSES = [
  'brainstorming',
  'researching',
  'planning',
  'implementing',
  'completed',
  'paused',
] as const;
export const growthIdeaStatusSchema = z.enum(GROWTH_IDEA_STATUSES, {
  message: `Status must be one of: ${GROWTH_IDEA_STATUSES.join(', ')}`,
});
export type GrowthIdeaStatus = z.infer<typeof growthIdeaStatusSchema>;

/** A growth idea. createdAt is an ISO date-time; potentialRevenue a number (to the cent) or null. */
export const growthIdeaSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: growthIdeaCategorySchema,
  priority: prioritySchema,
  potentialRevenue: z.number().nullable(),
  implementationEffort: implementationEffortSchema,
  status: growthIdeaStatusSchema,
  createdAt: z.string(),
});
export type GrowthIdea = z.infer<typeof growthIdeaSchema>;

/** GET /api/growth-ideas?businessId= → GrowthIdea[] newest first (404 if the business is not the caller's). */
export const growthIdeaListSchema = z.array(growthIdeaSchema);

/**
 * POST /api/growth-ideas → 201 GrowthIdea with status 'brainstorming'.
 * title trimmed and required; defaults: category marketing, priority medium, effort medium; potentialRevenue a
 * number ≥ 0 or null. `status` may be sent (the original client sent 'brainstorming') but only that value is accepted.
 */
export const createGrowthIdeaSchema = z
  .object({
    businessId: recordIdSchema('business'),
    title: requiredDisplayTextSchema(GROWTH_IDEA_TITLE_REQUIRED, 'Title', 200),
    description: optionalTextSchema('Description', 5000),
    category: growthIdeaCategorySchema.default('marketing'),
    priority: prioritySchema.default('medium'),
    potentialRevenue: amountSchema('Potential revenue')
      .nullish()
      .transform((v) => v ?? null),
    implementationEffort: implementationEffortSchema.default('medium'),
    status: z.literal('brainstorming', { message: "New growth ideas start as 'brainstorming'" }).optional(),
  })
  .strict();
export type CreateGrowthIdeaRequest = z.input<typeof createGrowthIdeaSchema>;
export type CreateGrowthIdea = z.output<typeof createGrowthIdeaSchema>;

/**
 * PUT /api/growth-ideas/{id} → 200 GrowthIdea: the status change (`{ status }`, any status → any other) or a full
 * edit. `status` is always sent; every other field the body carries replaces the stored one (null clears an optional
 * field) and a field it leaves out keeps its value. DELETE /api/growth-ideas/{id} → 204.
 */
export const updateGrowthIdeaSchema = z
  .object({
    status: growthIdeaStatusSchema,
    title: requiredDisplayTextSchema(GROWTH_IDEA_TITLE_REQUIRED, 'Title', 200).optional(),
    description: optionalTextSchema('Description', 5000).optional(),
    category: growthIdeaCategorySchema.optional(),
    priority: prioritySchema.optional(),
    potentialRevenue: amountSchema('Potential revenue').nullable().optional(),
    implementationEffort: implementationEffortSchema.optional(),
  })
  .strict();
export type UpdateGrowthIdeaRequest = z.input<typeof updateGrowthIdeaSchema>;
export type UpdateGrowthIdea = z.output<typeof updateGrowthIdeaSchema>;
