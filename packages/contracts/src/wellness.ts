import { z } from 'zod';
import { isoDateSchema } from './common';
import { CYCLE_FLOWS, MAX_IMPORT_DAYS } from './home-catalog/cycle';
import { CALORIE_KINDS, WELLNESS_GOALS } from './home-catalog/wellness';

export { APPLE_HEALTH_PREMIUM, MAX_IMPORT_DAYS } from './home-catalog/cycle';

// --- Wellness goals and the Apple Health import (docs/decisions/2001-wellness-goals-and-history.md,
// 2002-apple-health-import.md) ------------------------------------------------------------------------------------

/** The default goals until the user sets their own (docs/product.md#wellness). */
export const DEFAULT_WELLNESS_GOALS = WELLNESS_GOALS;

/** GET /api/wellness/goals */
export const wellnessGoalsSchema = z.object({
  steps: z.number().int(),
  sleepHours: z.number(),
  /** Total energy (active + resting) a day. */
  calories: z.number().int(),
  /** Active energy a day: the goal for days whose calories are active energy only. */
  activeCalories: z.number().int(),
});
export type WellnessGoals = z.infer<typeof wellnessGoalsSchema>;

/** PUT /api/wellness/goals: any subset of the goals. */
export const updateWellnessGoalsSchema = z
  .object({
    steps: z
      .number({ message: 'The steps goal must be a number' })
      .int('The steps goal must be a whole number')
      .min(1, 'The steps goal is at least 1')
      .max(100_000, 'The steps goal is at most 100,000')
      .optional(),
    sleepHours: z
      .number({ message: 'The sleep goal must be a number of hours' })
      .min(1, 'The sleep goal is at least 1 hour')
      .max(24, 'The sleep goal is at most 24 hours')
      .refine((v) => Number.isInteger(v * 2), 'The sleep goal is set in half hours (e.g. 7.5)')
      .optional(),
    calories: z
      .number({ message: 'The calories goal must be a number' })
      .int('The calories goal must be a whole number')
      .min(1, 'The calories goal is at least 1')
      .max(20_000, 'The calories goal is at most 20,000')
      .optional(),
    activeCalories: z
      .number({ message: 'The active energy goal must be a number' })
      .int('The active energy goal must be a whole number')
      .min(1, 'The active energy goal is at least 1')
      .max(20_000, 'The active energy goal is at most 20,000')
      .optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one of steps, sleepHours, calories, activeCalories');
export type UpdateWellnessGoals = z.infer<typeof updateWellnessGoalsSchema>;

/** One day's aggregates from an export (what the browser's worker computed; nothing else leaves the device). */
export const importedDaySchema = z
  .object({
    date: isoDateSchema,
    steps: z
      .number({ message: 'steps must be a number' })
      .int('steps must be a whole number')
      .min(0, 'steps cannot be negative')
      .max(200_000, 'steps are at most 200,000')
      .nullable()
      .optional(),
    // Minutes asleep (kept to the minute).
    sleepMinutes: z
      .number({ message: 'sleepMinutes must be a number' })
      .int('sleepMinutes must be a whole number')
      .min(0, 'sleepMinutes cannot be negative')
      .max(1440, 'sleepMinutes is at most 1,440')
      .nullable()
      .optional(),
    calories: z
      .number({ message: 'calories must be a number' })
      .int('calories must be a whole number')
      .min(0, 'calories cannot be negative')
      .max(20_000, 'calories are at most 20,000')
      .nullable()
      .optional(),
    /** 'active' when the export had active energy only that day, 'total' when it had resting energy too (default). */
    caloriesKind: z.enum(CALORIE_KINDS, { message: "caloriesKind must be 'active' or 'total'" }).nullable().optional(),
    flow: z
      .enum(CYCLE_FLOWS, { message: `flow must be one of: ${CYCLE_FLOWS.join(', ')}` })
      .nullable()
      .optional(),
  })
  .strict();
export type ImportedDay = z.infer<typeof importedDaySchema>;

/** POST /api/wellness/import (Premium): up to 366 days; the same batch twice changes nothing. */
export const wellnessImportSchema = z
  .object({
    days: z
      .array(importedDaySchema, { message: 'days must be a list' })
      .min(1, 'Send at least one day')
      .max(MAX_IMPORT_DAYS, `Send at most ${MAX_IMPORT_DAYS} days at a time`)
      .refine(
        (days) => new Set(days.map((d) => d.date)).size === days.length,
        'Each day can appear only once in a batch',
      ),
    /** Imported figures replace manually entered ones for the same days (default: manual entries win). */
    overwriteManual: z.boolean({ message: 'overwriteManual must be true or false' }).default(false),
  })
  .strict();
export type WellnessImportRequest = z.input<typeof wellnessImportSchema>;
export type WellnessImport = z.output<typeof wellnessImportSchema>;

/** What a batch did: days written, days left as they were (already the same, manual, or in the future). */
export const wellnessImportResultSchema = z.object({
  imported: z.number().int(),
  unchanged: z.number().int(),
  skippedManual: z.number().int(),
  skippedFuture: z.number().int(),
});
export type WellnessImportResult = z.infer<typeof wellnessImportResultSchema>;
