import { z } from 'zod';
import { isoDateSchema, isStorableText, unstorableTextMessage } from './common';
import { CYCLE_FLOWS, CYCLE_SYMPTOMS } from './home-catalog/cycle';

// --- Cycle tracking (docs/decisions/2003-cycle-tracking.md). Private to its owner. ----------------------------------

export { CYCLE_DISCLAIMER, CYCLE_FLOWS, CYCLE_HISTORY, CYCLE_PREMIUM, CYCLE_SYMPTOMS } from './home-catalog/cycle';
export type CycleFlow = (typeof CYCLE_FLOWS)[number];

export const cycleDaySchema = z.object({
  date: isoDateSchema,
  flow: z.enum(CYCLE_FLOWS).nullable(),
  symptoms: z.array(z.enum(CYCLE_SYMPTOMS)),
  notes: z.string(),
  source: z.enum(['manual', 'apple_health']),
});
export type CycleDay = z.infer<typeof cycleDaySchema>;
export const cycleDayListSchema = z.array(cycleDaySchema);

/** GET /api/cycle/days?from&to (inclusive, at most 366 days). */
export const cycleDaysQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 366, {
    message: 'Ask for at most 366 days at a time',
    path: ['to'],
  });
export type CycleDaysQuery = z.infer<typeof cycleDaysQuerySchema>;

/** PUT /api/cycle/days/{date}: the whole day (flow null, no symptoms and no notes removes it). */
export const putCycleDaySchema = z
  .object({
    flow: z.enum(CYCLE_FLOWS, { message: `Flow must be one of: ${CYCLE_FLOWS.join(', ')}` }).nullable(),
    symptoms: z
      .array(z.enum(CYCLE_SYMPTOMS, { message: `Symptoms must be from: ${CYCLE_SYMPTOMS.join(', ')}` }), {
        message: 'symptoms must be a list',
      })
      .max(CYCLE_SYMPTOMS.length, 'Each symptom can appear only once')
      .transform((s) => [...new Set(s)])
      .default([]),
    notes: z
      .string({ message: 'Notes must be text' })
      .trim()
      .max(1000, 'Notes are at most 1000 characters')
      .refine(isStorableText, unstorableTextMessage('Notes'))
      .default(''),
  })
  .strict();
export type PutCycleDayRequest = z.input<typeof putCycleDaySchema>;
export type PutCycleDay = z.output<typeof putCycleDaySchema>;

const range = z.object({ start: isoDateSchema, end: isoDateSchema });
/** GET /api/cycle/summary: the prediction from the last 6 cycles (null until two period starts are logged). */
export const cycleSummarySchema = z.object({
  lastPeriodStart: isoDateSchema.nullable(),
  cyclesUsed: z.number().int(),
  averageCycleDays: z.number().nullable(),
  shortestCycleDays: z.number().int().nullable(),
  longestCycleDays: z.number().int().nullable(),
  averagePeriodDays: z.number().nullable(),
  nextPeriod: z.object({ expected: isoDateSchema, earliest: isoDateSchema, latest: isoDateSchema }).nullable(),
  fertileWindow: range.nullable(),
  disclaimer: z.string(),
});
export type CycleSummary = z.infer<typeof cycleSummarySchema>;
