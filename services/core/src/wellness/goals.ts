import type { Db } from '@fj/db';
import { DEFAULT_WELLNESS_GOALS, type UpdateWellnessGoals, type WellnessGoals } from '@fj/contracts';
import { money } from '../lib/serialize';

const select = { steps: true, sleepHours: true, calories: true, activeCalories: true } as const;
const toGoals = (row: {
  steps: number;
  sleepHours: { toString(): string };
  calories: number;
  activeCalories: number;
}): WellnessGoals => ({
  ...row,
  sleepHours: money(row.sleepHours),
});

/** The user's goals; the defaults until they change one (no row is written by reading). */
export async function getWellnessGoals(db: Db, userId: string): Promise<WellnessGoals> {
  const row = await db.wellnessGoals.findUnique({ where: { userId }, select });
  return row ? toGoals(row) : { ...DEFAULT_WELLNESS_GOALS };
}

export async function updateWellnessGoals(
  db: Db,
  userId: string,
  changes: UpdateWellnessGoals,
): Promise<WellnessGoals> {
  return toGoals(
    await db.wellnessGoals.upsert({ where: { userId }, create: { userId, ...changes }, update: changes, select }),
  );
}
