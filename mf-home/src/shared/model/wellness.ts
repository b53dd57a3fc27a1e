import type { UpsertWellness } from '@fj/contracts';

export interface WellnessDraft {
  steps: string;
  sleepHours: string;
  calories: string;
}

export type WellnessErrors = Partial<Record<keyof WellnessDraft, string>>;

const RULES: Record<keyof WellnessDraft, { label: string; max: number; step: number; unit: string }> = {
  steps: { label: 'Steps', max: 200_000, step: 1, unit: 'whole steps' },
  sleepHours: { label: 'Sleep', max: 24, step: 0.5, unit: 'half hours (e.g. 7.5)' },
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
    else if (value > rule.max) errors[key] = `${rule.label} is at most ${rule.max.toLocaleString('en-US')}`;
    else if (!Number.isInteger(value / rule.step)) errors[key] = `${rule.label} is recorded in ${rule.unit}`;
    else body[key] = value;
  }
  if (Object.keys(body).length === 0 && Object.keys(errors).length === 0)
    errors.steps = 'Enter at least one of steps, sleep or calories';
  return { body, errors };
}

/** Progress toward a goal, 0–100 (capped). */
export const goalPercent = (value: number | null | undefined, goal: number): number =>
  Math.min(100, Math.round(((value ?? 0) / goal) * 100));
