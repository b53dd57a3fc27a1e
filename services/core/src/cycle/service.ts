import type { Db } from '@fj/db';
import type { CycleDay, CycleDaysQuery, CycleFlow, CycleSummary, PutCycleDay } from '@fj/contracts';
import { badRequest, knownTimeZone, notFound, todayIn } from '@fj/server-kit';
import { dateColumn, isoDate } from '../lib/serialize';
import { predictCycle } from './prediction';

// Cycle data is private (decision 2003): nothing here logs a value, and no analytics or other user's read touches it.

const select = { date: true, flow: true, symptoms: true, notes: true, source: true } as const;
type Row = { date: Date; flow: string | null; symptoms: string[]; notes: string; source: string };
const toDay = (row: Row): CycleDay => ({
  ...row,
  date: isoDate(row.date),
  flow: row.flow as CycleDay['flow'],
  symptoms: row.symptoms as CycleDay['symptoms'],
  source: row.source as CycleDay['source'],
});

export async function listCycleDays(db: Db, userId: string, { from, to }: CycleDaysQuery): Promise<CycleDay[]> {
  const rows = await db.cycleDay.findMany({
    where: { userId, date: { gte: dateColumn(from), lte: dateColumn(to) } },
    orderBy: { date: 'asc' },
    select,
  });
  return rows.map(toDay);
}

export async function getCycleDay(db: Db, userId: string, date: string): Promise<CycleDay> {
  const row = await db.cycleDay.findUnique({ where: { userId_date: { userId, date: dateColumn(date) } }, select });
  if (!row) throw notFound('Cycle day');
  return toDay(row);
}

/** Replace a day of the log; a day with no flow, no symptoms and no notes is removed (answered as that empty day). */
export async function putCycleDay(db: Db, userId: string, date: string, day: PutCycleDay): Promise<CycleDay> {
  const settings = await db.settings.findUnique({ where: { userId }, select: { timeZone: true } });
  if (date > todayIn(knownTimeZone(settings?.timeZone)))
    throw badRequest('You cannot log a day that has not happened yet');
  const where = { userId_date: { userId, date: dateColumn(date) } };
  if (day.flow === null && day.symptoms.length === 0 && day.notes === '') {
    await db.cycleDay.deleteMany({ where: { userId, date: dateColumn(date) } });
    return { date, ...day, source: 'manual' };
  }
  const data = { ...day, source: 'manual' };
  return toDay(
    await db.cycleDay.upsert({ where, create: { userId, date: dateColumn(date), ...data }, update: data, select }),
  );
}

/** How many of the most recent flow days the prediction reads (about 10 years of 5-day periods). */
const FLOW_DAYS_READ = 600;

/** The prediction from the user's own flow days: one indexed read of the most recent ones. */
export async function cycleSummary(db: Db, userId: string): Promise<CycleSummary> {
  const rows = await db.cycleDay.findMany({
    where: { userId, flow: { not: null } },
    orderBy: { date: 'desc' },
    take: FLOW_DAYS_READ,
    select: { date: true, flow: true },
  });
  return predictCycle(rows.reverse().map((r) => ({ date: isoDate(r.date), flow: r.flow as CycleFlow })));
}
