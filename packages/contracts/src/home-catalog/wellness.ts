/** The default wellness goals (docs/product.md#home-widgets). The mood scale is MOOD_SCALE (one for every screen). */
export const WELLNESS_GOALS = { steps: 10_000, sleepHours: 8, calories: 2_000 } as const;
