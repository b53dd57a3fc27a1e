import { z } from 'zod';
import { optionalTextSchema, recordIdSchema, requiredDisplayTextSchema } from './common';
import { MAX_MEETING_DURATION, meetingTypeSchema } from './meeting-notes';
import {
  AGENDA_ITEM_TITLE_REQUIRED,
  AGENDA_ITEMS_REQUIRED,
  TEMPLATE_NAME_REQUIRED,
  agendaOverDurationMessage,
} from './messages';

export const MAX_AGENDA_ITEMS = 30;

/** One agenda line: what is discussed and for how many minutes. */
export const agendaItemSchema = z
  .object({
    title: requiredDisplayTextSchema(AGENDA_ITEM_TITLE_REQUIRED, 'Agenda item', 200),
    timeAllocation: z
      .number({ message: 'Minutes must be a number' })
      .int('Minutes must be a whole number')
      .min(1, 'Give each agenda item at least 1 minute')
      .max(MAX_MEETING_DURATION, 'An agenda item is at most 24 hours'),
  })
  .strict();
export type AgendaItem = z.infer<typeof agendaItemSchema>;

/**
 * A meeting agenda template. businessId null = not tied to a business. The three defaults (Weekly
 * Team Standup, Client Strategy Session, Investor Update) are created for each user by the server on their first read.
 */
export const meetingAgendaTemplateSchema = z.object({
  id: z.string(),
  businessId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  templateType: meetingTypeSchema,
  /** minutes */
  defaultDuration: z.number().int(),
  agendaItems: z.array(agendaItemSchema),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type MeetingAgendaTemplate = z.infer<typeof meetingAgendaTemplateSchema>;

/**
 * GET /api/meeting-agenda-templates?businessId= → MeetingAgendaTemplate[] newest first.
 * Without businessId: all the caller's templates. With it: that business's and those tied to no business (404 if the
 * business is not the caller's).
 */
export const listMeetingAgendaTemplatesQuerySchema = z.object({
  businessId: z.preprocess((v) => (v === '' ? undefined : v), recordIdSchema('business').optional()),
});
export const meetingAgendaTemplateListSchema = z.array(meetingAgendaTemplateSchema);

const templateFields = z
  .object({
    name: requiredDisplayTextSchema(TEMPLATE_NAME_REQUIRED, 'Name', 100),
    description: optionalTextSchema('Description', 1000),
    templateType: meetingTypeSchema.default('team'),
    defaultDuration: z
      .number({ message: 'Duration must be a number of minutes' })
      .int('Duration must be a whole number of minutes')
      .min(1, 'A meeting lasts at least 1 minute')
      .max(MAX_MEETING_DURATION, 'Duration is at most 24 hours'),
    agendaItems: z
      .array(agendaItemSchema, { message: AGENDA_ITEMS_REQUIRED })
      .min(1, AGENDA_ITEMS_REQUIRED)
      .max(MAX_AGENDA_ITEMS, `A template has at most ${MAX_AGENDA_ITEMS} agenda items`),
    // Templates are private: nothing lists them to anyone else, so a public one is refused rather than stored as a promise.
    isPublic: z.literal(false, { message: 'Templates are private: isPublic must be false' }).default(false),
    businessId: recordIdSchema('business')
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();

/** The minutes an agenda takes. */
export const agendaMinutes = (items: readonly AgendaItem[]) =>
  items.reduce((sum, item) => sum + item.timeAllocation, 0);

/** Agenda minutes sum to at most the meeting's duration (the defaults fill it exactly). */
const agendaFitsDuration = (body: { defaultDuration: number; agendaItems: AgendaItem[] }, ctx: z.RefinementCtx) => {
  const minutes = agendaMinutes(body.agendaItems);
  if (minutes > body.defaultDuration)
    ctx.addIssue({
      code: 'custom',
      path: ['agendaItems'],
      message: agendaOverDurationMessage(minutes, body.defaultDuration),
    });
};

/**
 * POST /api/meeting-agenda-templates → 201 MeetingAgendaTemplate. Name required; 1–30 agenda items whose minutes sum
 * to at most defaultDuration (400 otherwise); businessId one of the caller's businesses (404 otherwise) or null.
 */
export const createMeetingAgendaTemplateSchema = templateFields.superRefine(agendaFitsDuration);
export type CreateMeetingAgendaTemplateRequest = z.input<typeof createMeetingAgendaTemplateSchema>;
export type CreateMeetingAgendaTemplate = z.output<typeof createMeetingAgendaTemplateSchema>;

/**
 * PUT /api/meeting-agenda-templates/{id} → 200: a full update with the create rules (the template keeps its business).
 * DELETE /api/meeting-agenda-templates/{id} → 204 (a default template deleted stays deleted).
 */
export const updateMeetingAgendaTemplateSchema = templateFields
  .omit({ businessId: true })
  .superRefine(agendaFitsDuration);
export type UpdateMeetingAgendaTemplateRequest = z.input<typeof updateMeetingAgendaTemplateSchema>;
export type UpdateMeetingAgendaTemplate = z.output<typeof updateMeetingAgendaTemplateSchema>;
