import { z } from 'zod';
import { Prisma, type Db } from '@fj/db';
import {
  JOURNAL_PAGE_SIZE,
  splitTagSearch,
  type CreateJournalEntry,
  type JournalDayCount,
  type JournalEntry,
  type JournalPage,
  type ListJournalQuery,
  type UpdateJournalEntry,
} from '@fj/contracts';
import { badRequest, decodeCursor, encodeCursor, knownTimeZone, todayIn } from '@fj/server-kit';
import { JOURNAL_SEARCH, isSmallAccount, readAcrossRanks, searchRanks } from '../lib/full-text';
import { deleteOwned, editOwned } from '../lib/ownership';
import { dateColumn, isoDate, isoDateTime } from '../lib/serialize';

// The journal (docs/decisions/2004-journal.md): the notes' search (decision 1101) with the gratitude line as the head.

const select = {
  id: true,
  date: true,
  mood: true,
  gratitude: true,
  content: true,
  prompt: true,
  tags: true,
  createdAt: true,
  updatedAt: true,
} as const;
type Row = {
  id: string;
  date: Date;
  mood: number | null;
  dayMood: number | null;
  gratitude: string;
  content: string;
  prompt: string | null;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
};

const toEntry = (row: Row): JournalEntry => ({
  ...row,
  date: isoDate(row.date),
  createdAt: isoDateTime(row.createdAt),
  updatedAt: isoDateTime(row.updatedAt),
});

const INVALID_CURSOR = 'This page link is not valid. Reload the list.';
/** [rank, date, createdAt ms, id] of the last entry of a page. */
const cursorSchema = z.tuple([
  z.number().int().min(0).max(1),
  z.iso.date(),
  z.number().int().min(0).max(253402300799999),
  z.uuid(),
]);
type Cursor = z.infer<typeof cursorSchema>;

/**
 * One page of the caller's entries, newest day first (then newest written). With a search, entries whose gratitude
 * line matches come before those that match in their text only; each rank is read in list order from the cursor
 * with LIMIT what the page still needs + 1, like notes.
 */
export async function listJournal(db: Db, userId: string, query: ListJournalQuery): Promise<JournalPage> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, cursorSchema, INVALID_CURSOR);
  const filters = [Prisma.sql`"userId" = ${userId}`];
  if (query.from) filters.push(Prisma.sql`"date" >= ${query.from}::date`);
  if (query.to) filters.push(Prisma.sql`"date" <= ${query.to}::date`);
  // '#tag' words of a search filter by tag; the rest is searched (docs/product.md#notes).
  const search = splitTagSearch(query.q);
  const tags = [...new Set([...(query.tag ? [query.tag] : []), ...search.tags])];
  if (tags.length) filters.push(Prisma.sql`"tags" @> ARRAY[${Prisma.join(tags)}]::text[]`);
  const ranks =
    search.text === undefined
      ? [Prisma.sql`TRUE`]
      : searchRanks(search.text, {
          indexed: !(await isSmallAccount(db, userId, JOURNAL_SEARCH)),
          columns: JOURNAL_SEARCH,
        });
  if (cursor && cursor[0] >= ranks.length) throw badRequest(INVALID_CURSOR);
  const rows = await readAcrossRanks(ranks.length, cursor?.[0] ?? 0, JOURNAL_PAGE_SIZE, (rank, limit) =>
    db.$queryRaw<Row[]>(rankPage([...filters, ranks[rank]], cursor?.[0] === rank ? cursor : null, limit)),
  );
  const page = rows.slice(0, JOURNAL_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page.map(({ rank: _rank, ...row }) => toEntry(row)),
    nextCursor:
      rows.length > JOURNAL_PAGE_SIZE
        ? encodeCursor([last.rank, isoDate(last.date), last.createdAt.getTime(), last.id])
        : null,
  };
}

function rankPage(where: Prisma.Sql[], after: Cursor | null, limit: number): Prisma.Sql {
  const conditions = after
    ? [
        ...where,
        Prisma.sql`("date", "createdAt", "id") < (${after[1]}::date, ${new Date(after[2]).toISOString()}::timestamptz, ${after[3]})`,
      ]
    : where;
  return Prisma.sql`
    SELECT j."id", j."date", j."mood", j."gratitude", j."content", j."prompt", j."tags", j."createdAt", j."updatedAt",
      w."mood" AS "dayMood"
    FROM (
      SELECT "id", "userId", "date", "mood", "gratitude", "content", "prompt", "tags", "createdAt", "updatedAt"
      FROM "JournalEntry" WHERE ${Prisma.join(conditions, ' AND ')}
      ORDER BY "date" DESC, "createdAt" DESC, "id" DESC
      LIMIT ${limit}
    ) j
    LEFT JOIN "WellnessEntry" w ON w."userId" = j."userId" AND w."date" = j."date"
    ORDER BY j."date" DESC, j."createdAt" DESC, j."id" DESC`;
}

/** The calendar: each day in [from, to] with at least one entry (one range read of the list index). */
export async function journalDays(
  db: Db,
  userId: string,
  { from, to }: { from: string; to: string },
): Promise<JournalDayCount[]> {
  const rows = await db.$queryRaw<{ date: Date; entries: number }[]>`
    SELECT "date", count(*)::int AS "entries" FROM "JournalEntry"
    WHERE "userId" = ${userId} AND "date" BETWEEN ${from}::date AND ${to}::date
    GROUP BY "date" ORDER BY "date"`;
  return rows.map((r) => ({ date: isoDate(r.date), entries: r.entries }));
}

async function refuseFuture(db: Db, userId: string, date: string | undefined) {
  if (date === undefined) return;
  const settings = await db.settings.findUnique({ where: { userId }, select: { timeZone: true } });
  if (date > todayIn(knownTimeZone(settings?.timeZone)))
    throw badRequest('You cannot write an entry for a day that has not happened yet');
}

/**
 * The mood of one of the user's days, kept on its wellness entry (one mood a day, docs/decisions/2701-one-mood-a-day.md);
 * `mood` undefined reads it, a number or null sets it (a mood alone keeps the day's source).
 */
async function dayMoodOf(tx: Prisma.TransactionClient, userId: string, date: Date, mood?: number | null) {
  if (mood === undefined) {
    const day = await tx.wellnessEntry.findUnique({ where: { userId_date: { userId, date } }, select: { mood: true } });
    return day?.mood ?? null;
  }
  const day = await tx.wellnessEntry.upsert({
    where: { userId_date: { userId, date } },
    create: { userId, date, mood },
    update: { mood },
    select: { mood: true },
  });
  return day.mood;
}

export async function createJournalEntry(db: Db, userId: string, input: CreateJournalEntry): Promise<JournalEntry> {
  await refuseFuture(db, userId, input.date);
  const { dayMood, ...fields } = input;
  const date = dateColumn(input.date);
  return db.$transaction(async (tx) => {
    const row = await tx.journalEntry.create({ data: { ...fields, userId, date }, select });
    return toEntry({ ...row, dayMood: await dayMoodOf(tx, userId, date, dayMood) });
  });
}

export async function updateJournalEntry(
  db: Db,
  userId: string,
  id: string,
  input: UpdateJournalEntry,
  base?: Date,
): Promise<JournalEntry> {
  await refuseFuture(db, userId, input.date);
  const { dayMood, ...fields } = input;
  const data = {
    ...fields,
    date: fields.date === undefined ? undefined : dateColumn(fields.date),
    updatedAt: new Date(),
  };
  // Scoped to the version the edit started from, when given (else 412 with the entry as it is now, decision 2603).
  return editOwned(
    'Journal entry',
    base,
    () =>
      db.$transaction(async (tx) => {
        const row = await tx.journalEntry.update({
          where: { id, userId, ...(base ? { updatedAt: base } : {}) },
          data,
          select,
        });
        return toEntry({ ...row, dayMood: await dayMoodOf(tx, userId, row.date, dayMood) });
      }),
    async () => {
      const row = await db.journalEntry.findFirst({ where: { id, userId }, select });
      return row && toEntry({ ...row, dayMood: await dayMoodOf(db, userId, row.date) });
    },
  );
}

export async function deleteJournalEntry(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Journal entry', () => db.journalEntry.deleteMany({ where: { id, userId } }));
}
