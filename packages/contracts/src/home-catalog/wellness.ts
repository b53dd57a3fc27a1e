/** The default wellness goals and the home widget's quick moods (docs/product.md#home-widgets). */
export const WELLNESS_GOALS = { steps: 10_000, sleepHours: 8, calories: 2_000, activeCalories: 500 } as const;
/** What a day's calories measure: active energy only (what an iPhone records), or active + resting energy. */
export const CALORIE_KINDS = ['active', 'total'] as const;
export type CalorieKind = (typeof CALORIE_KINDS)[number];
export const QUICK_MOODS = [
  { value: 5, label: 'Great' },
  { value: 3, label: 'Okay' },
  { value: 1, label: 'Low' },
] as const;
