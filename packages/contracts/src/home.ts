import { z } from 'zod';
import { isoDateSchema, requiredDisplayTextSchema } from './common';
import {
  CALORIE_KINDS,
  HOME_FEATURE_IDS,
  MAX_ENABLED_FAVORITES,
  MAX_WEEKLY_TARGETS,
  TOO_MANY_FAVORITES,
  WEEKLY_TARGET_TYPES,
  WIDGET_IDS,
} from './home-catalog';

export * from './home-catalog';

const noDuplicates = <T>(values: T[]) => new Set(values).size === values.length;
const MAX_LAYOUT_ENTRIES = 20;

// --- User layout -------------------------------------------------------------------------------------------------

export const widgetIdSchema = z.enum(WIDGET_IDS, { message: `Unknown widget. Widgets are: ${WIDGET_IDS.join(', ')}` });

/** GET and POST /api/user-layout: which widgets show, and their order. */
export const userLayoutSchema = z
  .object({
    layoutData: z
      .array(
        z.object({ id: widgetIdSchema, isVisible: z.boolean({ message: 'isVisible must be true or false' }) }).strict(),
        { message: 'layoutData must be a list' },
      )
      .max(MAX_LAYOUT_ENTRIES, `A layout has at most ${MAX_LAYOUT_ENTRIES} widgets`)
      .refine((items) => noDuplicates(items.map((i) => i.id)), 'Each widget can appear only once in layoutData'),
    order: z
      .array(widgetIdSchema, { message: 'order must be a list of widget ids' })
      .max(MAX_LAYOUT_ENTRIES, `A layout has at most ${MAX_LAYOUT_ENTRIES} widgets`)
      .refine(noDuplicates, 'Each widget can appear only once in order'),
  })
  .strict();
export type UserLayout = z.infer<typeof userLayoutSchema>;

// --- Quick Access favorites --------------------------------------------------------------------------------------

export const homeFeatureIdSchema = z.enum(HOME_FEATURE_IDS as [string, ...string[]], { message: 'Unknown feature' });

/** One Quick Access feature as GET /api/home-favorites lists it (all 11, enabled or not). */
export const homeFavoriteSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  icon: z.string(),
  isPremium: z.boolean(),
  isEnabled: z.boolean(),
  order: z.number().int(),
});
export type HomeFavorite = z.infer<typeof homeFavoriteSchema>;
export const homeFavoriteListSchema = z.array(homeFavoriteSchema);

/**
 * PUT /api/home-favorites: the list as the screen holds it. Only id, isEnabled and order are read; title, path, icon
 * and isPremium come from the catalogue (a client cannot rename a feature or point it elsewhere).
 */
export const updateHomeFavoritesSchema = z
  .object({
    favorites: z
      .array(
        z.object({
          id: homeFeatureIdSchema,
          isEnabled: z.boolean({ message: 'isEnabled must be true or false' }),
          order: z
            .number({ message: 'order must be a number' })
            .int('order must be a whole number')
            .min(0, 'order is at least 0')
            .max(100, 'order is at most 100'),
        }),
        { message: 'favorites must be a list' },
      )
      .max(HOME_FEATURE_IDS.length, `There are only ${HOME_FEATURE_IDS.length} features`)
      .refine((items) => noDuplicates(items.map((i) => i.id)), 'Each feature can appear only once')
      .refine((items) => items.filter((i) => i.isEnabled).length <= MAX_ENABLED_FAVORITES, TOO_MANY_FAVORITES),
  })
  .strict();
export type UpdateHomeFavorites = z.input<typeof updateHomeFavoritesSchema>;

// --- Wellness ----------------------------------------------------------------------------------------------------

export const WELLNESS_SOURCES = ['manual', 'apple_health'] as const;
export const MAX_WELLNESS_RANGE_DAYS = 366;

/** One day's wellness (GET /api/wellness lists days that have data). */
export const wellnessEntrySchema = z.object({
  date: isoDateSchema,
  steps: z.number().int().nullable(),
  /** Hours, kept to the minute (7 h 10 min = 7.1667). */
  sleepHours: z.number().nullable(),
  calories: z.number().int().nullable(),
  /** What `calories` measures (null without calories): compared with the matching goal. */
  caloriesKind: z.enum(CALORIE_KINDS).nullable(),
  mood: z.number().int().nullable(),
  source: z.enum(WELLNESS_SOURCES),
});
export type WellnessEntry = z.infer<typeof wellnessEntrySchema>;
export const wellnessEntryListSchema = z.array(wellnessEntrySchema);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / 86_400_000;

/** GET /api/wellness?startDate&endDate (inclusive, at most 366 days). */
export const wellnessQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .refine((q) => q.startDate <= q.endDate, { message: 'startDate must be on or before endDate', path: ['endDate'] })
  .refine((q) => dayNumber(q.endDate) - dayNumber(q.startDate) < MAX_WELLNESS_RANGE_DAYS, {
    message: `Ask for at most ${MAX_WELLNESS_RANGE_DAYS} days at a time`,
    path: ['endDate'],
  });
export type WellnessQuery = z.infer<typeof wellnessQuerySchema>;

/** PUT /api/wellness/{date}: the fields to set for that day (null clears one); the others keep their value. */
export const upsertWellnessSchema = z
  .object({
    steps: z
      .number({ message: 'Steps must be a number' })
      .int('Steps must be a whole number')
      .min(0, 'Steps cannot be negative')
      .max(200_000, 'Steps are at most 200,000')
      .nullable()
      .optional(),
    // Hours; kept to the minute (the server rounds 7.17 to 7 h 10 min).
    sleepHours: z
      .number({ message: 'Sleep must be a number of hours' })
      .min(0, 'Sleep cannot be negative')
      .max(24, 'Sleep is at most 24 hours')
      .nullable()
      .optional(),
    calories: z
      .number({ message: 'Calories must be a number' })
      .int('Calories must be a whole number')
      .min(0, 'Calories cannot be negative')
      .max(20_000, 'Calories are at most 20,000')
      .nullable()
      .optional(),
    /** What the calories sent measure; without it a day keeps its kind, and a new figure is total energy. */
    caloriesKind: z.enum(CALORIE_KINDS, { message: "caloriesKind must be 'active' or 'total'" }).optional(),
    mood: z
      .number({ message: 'Mood must be a number from 1 to 5' })
      .int('Mood must be a whole number from 1 to 5')
      .min(1, 'Mood must be from 1 to 5')
      .max(5, 'Mood must be from 1 to 5')
      .nullable()
      .optional(),
    source: z.enum(WELLNESS_SOURCES, { message: "source must be 'manual' or 'apple_health'" }).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one of steps, sleepHours, calories, mood');
export type UpsertWellness = z.infer<typeof upsertWellnessSchema>;
export const wellnessDateParamSchema = z.object({ date: isoDateSchema });

// --- Weekly targets ----------------------------------------------------------------------------------------------

export const weeklyTargetTypeSchema = z.enum(WEEKLY_TARGET_TYPES, {
  message: `Target type must be one of: ${WEEKLY_TARGET_TYPES.join(', ')}`,
});
const MONDAY_MESSAGE = 'weekStartDate must be a Monday (weeks start on Monday)';
const isMonday = (date: string) => new Date(`${date}T00:00:00.000Z`).getUTCDay() === 1;
export const weekStartDateSchema = isoDateSchema.refine(isMonday, MONDAY_MESSAGE);
const targetNumber = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(1_000_000_000, `${what} is at most 1,000,000,000`)
    .refine((v) => Number.isInteger(v * 100), `${what} has at most 2 decimals`);

const targetLabelSchema = requiredDisplayTextSchema('Please name your custom target', 'Label', 60);

/** A weekly target. `isMeasured`: currentValue is computed from real activity and cannot be set by hand. */
export const weeklyTargetSchema = z.object({
  id: z.string(),
  targetType: weeklyTargetTypeSchema,
  label: z.string().nullable(),
  targetValue: z.number(),
  currentValue: z.number(),
  weekStartDate: isoDateSchema,
  isMeasured: z.boolean(),
});
export type WeeklyTarget = z.infer<typeof weeklyTargetSchema>;
export const weeklyTargetListSchema = z.array(weeklyTargetSchema);

/** GET /api/weekly-targets?weekStartDate=yyyy-MM-dd (a Monday; default: this week in the caller's zone). */
export const weeklyTargetsQuerySchema = z.object({ weekStartDate: weekStartDateSchema.optional() });

/** POST /api/weekly-targets: a target for this week (or the given Monday). */
export const createWeeklyTargetSchema = z
  .object({
    targetType: weeklyTargetTypeSchema,
    targetValue: targetNumber('Target').refine((v) => v > 0, 'Target must be more than 0'),
    label: targetLabelSchema.optional(),
    weekStartDate: weekStartDateSchema.optional(),
  })
  .strict()
  .refine((b) => b.targetType !== 'custom' || b.label !== undefined, {
    message: 'Please name your custom target',
    path: ['label'],
  });
export type CreateWeeklyTarget = z.infer<typeof createWeeklyTargetSchema>;

/** PUT /api/weekly-targets/{id}. currentValue only for targets that are not measured (400 otherwise). */
export const updateWeeklyTargetSchema = z
  .object({
    targetValue: targetNumber('Target')
      .refine((v) => v > 0, 'Target must be more than 0')
      .optional(),
    currentValue: targetNumber('Progress').optional(),
    label: targetLabelSchema.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send targetValue, currentValue or label');
export type UpdateWeeklyTarget = z.infer<typeof updateWeeklyTargetSchema>;
export const MEASURED_PROGRESS_READ_ONLY =
  'Progress for this target is counted from your activity and cannot be set by hand';
export const TOO_MANY_WEEKLY_TARGETS = `A week has at most ${MAX_WEEKLY_TARGETS} targets`;

// --- Achievements ------------------------------------------------------------------------------------------------

export const ACHIEVEMENT_KINDS = [
  'streak_3',
  'streak_7',
  'streak_30',
  'target_reached',
  'first_business',
  'first_meeting_note',
  'first_content_completed',
  'first_post',
] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];
export const achievementSchema = z.object({
  id: z.string(),
  kind: z.enum(ACHIEVEMENT_KINDS),
  type: z.enum(['streak', 'target_reached', 'other']),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  earnedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementListSchema = z.array(achievementSchema);
