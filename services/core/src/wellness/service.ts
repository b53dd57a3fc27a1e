import type { Db } from '@fj/db';
import type { CalorieKind, UpsertWellness, WellnessEntry, WellnessQuery } from '@fj/contracts';
import { badRequest, knownTimeZone, todayIn } from '@fj/server-kit';
import { dateColumn, isoDate, moneyOrNull } from '../lib/serialize';

const select = {
  date: true,
  steps: true,
  sleepHours: true,
  calories: true,
  caloriesKind: true,
  mood: true,
  source: true,
} as const;
type Row = {
  date: Date;
  steps: number | null;
  sleepHours: { toString(): string } | null;
  calories: number | null;
  caloriesKind: string | null;
  mood: number | null;
  source: string;
};

/** Hours kept to the minute (docs/decisions/2805): 7.17 h → 430 min → 7.1667. */
export const sleepHoursOfMinutes = (minutes: number) => Math.round((Math.min(1440, minutes) / 60) * 10_000) / 10_000;
const toTheMinute = (hours: number) => sleepHoursOfMinutes(Math.round(hours * 60));

/** A day "has data" when any figure is set (clearing every field leaves no entry behind for lists and streaks). */
export const HAS_DATA = {
  OR: [{ steps: { not: null } }, { sleepHours: { not: null } }, { calories: { not: null } }, { mood: { not: null } }],
};

const toEntry = (row: Row): WellnessEntry => ({
  date: isoDate(row.date),
  steps: row.steps,
  sleepHours: moneyOrNull(row.sleepHours),
  calories: row.calories,
  caloriesKind: row.calories === null ? null : ((row.caloriesKind ?? 'total') as CalorieKind),
  mood: row.mood,
  source: row.source as WellnessEntry['source'],
});

/** The days in [startDate, endDate] that have data, oldest first (one indexed range read). */
export async function listWellness(
  db: Db,
  userId: string,
  { startDate, endDate }: WellnessQuery,
): Promise<WellnessEntry[]> {
  const rows = await db.wellnessEntry.findMany({
    where: { userId, date: { gte: dateColumn(startDate), lte: dateColumn(endDate) }, ...HAS_DATA },
    orderBy: { date: 'asc' },
    select,
  });
  return rows.map(toEntry);
}

/** Set the fields sent for one of the user's days. A day after today in the user's zone cannot have happened yet. */
export async function upsertWellness(
  db: Db,
  userId: string,
  date: string,
  changes: UpsertWellness,
): Promise<WellnessEntry> {
  const settings = await db.settings.findUnique({ where: { userId }, select: { timeZone: true } });
  if (date > todayIn(knownTimeZone(settings?.timeZone)))
    throw badRequest('You cannot record wellness for a day that has not happened yet');
  // Figures a person types are theirs: the day becomes manual, so a later Apple Health import leaves them (decision 2002).
  const typed = changes.steps !== undefined || changes.sleepHours !== undefined || changes.calories !== undefined;
  if (typed && changes.source === undefined) changes = { ...changes, source: 'manual' };
  if (changes.sleepHours != null) changes = { ...changes, sleepHours: toTheMinute(changes.sleepHours) };
  // The kind goes with the figure: cleared with it; otherwise as sent, else the day's own, else total energy.
  const { caloriesKind, ...figures } = changes;
  const where = { userId_date: { userId, date: dateColumn(date) } };
  const kind =
    changes.calories === undefined
      ? caloriesKind
      : changes.calories === null
        ? null
        : (caloriesKind ??
          (await db.wellnessEntry.findUnique({ where, select: { caloriesKind: true } }))?.caloriesKind ??
          'total');
  const data = { ...figures, ...(kind === undefined ? {} : { caloriesKind: kind }) };
  const row = await db.wellnessEntry.upsert({
    where,
    create: { userId, date: dateColumn(date), ...data },
    update: data,
    select,
  });
  return toEntry(row);
}
