import type { CalorieKind, UpsertWellness, WellnessGoals } from '@fj/contracts';
import { formatNumber } from '@fj/ui';

export interface WellnessDraft {
  steps: string;
  sleepHours: string;
  calories: string;
}

export type WellnessErrors = Partial<Record<keyof WellnessDraft, string>>;

const RULES: Record<keyof WellnessDraft, { label: string; max: number; step: number; unit: string }> = {
  steps: { label: 'Steps', max: 200_000, step: 1, unit: 'whole steps' },
  // Any number of hours: the server keeps sleep to the minute (7.17 → 7 h 10 min).
  sleepHours: { label: 'Sleep', max: 24, step: 0, unit: '' },
  calories: { label: 'Calories', max: 20_000, step: 1, unit: 'whole calories' },
};

/**
 * The form's three fields as the PUT body: blank fields are left out (they keep their value), the rest are checked
 * against the same bounds as the server, so a person sees what is wrong before anything is sent.
 */
export function parseWellnessDraft(draft: WellnessDraft): { body: UpsertWellness; errors: WellnessErrors } {
  const body: UpsertWellness = {};
  const errors: WellnessErrors = {};
  for (const key of Object.keys(RULES) as (keyof WellnessDraft)[]) {
    const raw = draft[key].trim();
    if (raw === '') continue;
    const value = Number(raw);
    const rule = RULES[key];
    if (!Number.isFinite(value)) errors[key] = `${rule.label} must be a number`;
    else if (value < 0) errors[key] = `${rule.label} cannot be negative`;
    else if (value > rule.max) errors[key] = `${rule.label} is at most ${formatNumber(rule.max)}`;
    else if (rule.step && !Number.isInteger(value / rule.step))
      errors[key] = `${rule.label} is recorded in ${rule.unit}`;
    else body[key] = value;
  }
  if (Object.keys(body).length === 0 && Object.keys(errors).length === 0)
    errors.steps = 'Enter at least one of steps, sleep or calories';
  return { body, errors };
}

/** Progress toward a goal, 0–100 (capped). */
export const goalPercent = (value: number | null | undefined, goal: number): number =>
  Math.min(100, Math.round(((value ?? 0) / goal) * 100));

/** Hours of sleep as a person reads them, to the minute: 7.1667 → '7 h 10 min', 8 → '8 h', 0.75 → '45 min'. */
export function formatSleep(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** What a day's calories are called: Apple Health's active energy alone, or active + resting (a typed figure). */
export const caloriesLabel = (kind: CalorieKind | null | undefined) =>
  kind === 'active' ? 'Active energy' : 'Total energy';

/** The goal a day's calories are judged against: the active goal for active energy, else the total goal. */
export const caloriesGoalOf = (kind: CalorieKind | null | undefined, goals: WellnessGoals) =>
  kind === 'active' ? goals.activeCalories : goals.calories;
