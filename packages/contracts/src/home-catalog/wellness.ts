/** The default wellness goals (docs/product.md#home-widgets). The mood scale is MOOD_SCALE (one for every screen). */
export const WELLNESS_GOALS = { steps: 10_000, sleepHours: 8, calories: 2_000, activeCalories: 500 } as const;
/** What a day's calories measure: active energy only (what an iPhone records), or active + resting energy. */
export const CALORIE_KINDS = ['active', 'total'] as const;
export type CalorieKind = (typeof CALORIE_KINDS)[number];
