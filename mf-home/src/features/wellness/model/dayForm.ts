import type { CalorieKind, UpsertWellness, WellnessEntry } from '@fj/contracts';
import { parseWellnessDraft, type WellnessDraft, type WellnessErrors } from '../../../shared/model/wellness';

export const draftOf = (entry: WellnessEntry | null | undefined): WellnessDraft => ({
  steps: entry?.steps == null ? '' : String(entry.steps),
  // Two decimals are enough to round-trip the minute (7 h 10 min → 7.17).
  sleepHours: entry?.sleepHours == null ? '' : String(Math.round(entry.sleepHours * 100) / 100),
  calories: entry?.calories == null ? '' : String(entry.calories),
});

/**
 * A day's form as the PUT body: the home widget's checks for the three figures, plus the mood and what the calories
 * measure; a field emptied that had a value is cleared (null), one that stays empty is left out. A figure shown
 * unchanged is not sent again (a day's imported sleep stays exactly as imported). Nothing to send is an error on the
 * first field.
 */
export function dayFormBody(
  draft: WellnessDraft,
  mood: number | null,
  entry: WellnessEntry | null | undefined,
  caloriesKind: CalorieKind = entry?.caloriesKind ?? 'total',
): { body: UpsertWellness; errors: WellnessErrors } {
  const parsed = parseWellnessDraft(draft);
  const errors: WellnessErrors = { ...parsed.errors };
  const body: UpsertWellness = { ...parsed.body };
  const shown = draftOf(entry);
  for (const key of ['steps', 'sleepHours', 'calories'] as const) {
    if (draft[key].trim() === '' && entry?.[key] != null) body[key] = null;
    else if (body[key] !== undefined && draft[key].trim() === shown[key]) delete body[key];
  }
  if (body.calories != null || (draft.calories.trim() !== '' && caloriesKind !== (entry?.caloriesKind ?? 'total'))) {
    body.calories ??= Number(draft.calories);
    body.caloriesKind = caloriesKind;
  }
  if (mood !== (entry?.mood ?? null)) body.mood = mood;
  const onlyNothingToSend = Object.keys(errors).length === 1 && errors.steps?.startsWith('Enter at least');
  if (onlyNothingToSend) delete errors.steps;
  if (Object.keys(errors).length === 0 && Object.keys(body).length === 0)
    errors.steps = 'Enter steps, sleep, calories or a mood';
  return { body, errors };
}
