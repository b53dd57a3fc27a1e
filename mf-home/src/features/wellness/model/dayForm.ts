import type { UpsertWellness, WellnessEntry } from '@fj/contracts';
import { parseWellnessDraft, type WellnessDraft, type WellnessErrors } from '../../../shared/model/wellness';

export const draftOf = (entry: WellnessEntry | null | undefined): WellnessDraft => ({
  steps: entry?.steps == null ? '' : String(entry.steps),
  sleepHours: entry?.sleepHours == null ? '' : String(entry.sleepHours),
  calories: entry?.calories == null ? '' : String(entry.calories),
});

/**
 * A day's form as the PUT body: the home widget's checks for the three figures, plus the mood; a field emptied that
 * had a value is cleared (null), one that stays empty is left out. Nothing to send is an error on the first field.
 */
export function dayFormBody(
  draft: WellnessDraft,
  mood: number | null,
  entry: WellnessEntry | null | undefined,
): { body: UpsertWellness; errors: WellnessErrors } {
  const parsed = parseWellnessDraft(draft);
  const errors: WellnessErrors = { ...parsed.errors };
  const body: UpsertWellness = { ...parsed.body };
  for (const key of ['steps', 'sleepHours', 'calories'] as const)
    if (draft[key].trim() === '' && entry?.[key] != null) body[key] = null;
  if (mood !== (entry?.mood ?? null)) body.mood = mood;
  const onlyNothingToSend = Object.keys(errors).length === 1 && errors.steps?.startsWith('Enter at least');
  if (onlyNothingToSend) delete errors.steps;
  if (Object.keys(errors).length === 0 && Object.keys(body).length === 0)
    errors.steps = 'Enter steps, sleep, calories or a mood';
  return { body, errors };
}
