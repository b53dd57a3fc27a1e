/**
 * Cycle tracking and the Apple Health import (docs/product.md#wellness): the fixed lists and the words the server and
 * screens share.
 */
export const CYCLE_FLOWS = ['spotting', 'light', 'medium', 'heavy'] as const;
export const CYCLE_SYMPTOMS = [
  'cramps',
  'headache',
  'bloating',
  'fatigue',
  'mood_swings',
  'tender_breasts',
  'acne',
  'back_pain',
  'nausea',
] as const;
export const CYCLE_PREMIUM = 'Cycle tracking is a Premium feature';
export const CYCLE_DISCLAIMER =
  'Predictions are estimates from your own history. They are not contraception or medical advice.';
/** Cycles used for the prediction (the most recent ones). */
export const CYCLE_HISTORY = 6;
/** The server answers 403 with this to a free account's import. */
export const APPLE_HEALTH_PREMIUM = 'Apple Health import is a Premium feature';
/** Days per POST /api/wellness/import (a year, leap or not). */
export const MAX_IMPORT_DAYS = 366;
