import { Prisma, type Db } from '@fj/db';
import {
  MAX_LISTED_NOTE_TAGS,
  NOTE_PAGE_SIZE,
  splitTagSearch,
  type CreateNote,
  type ListNotesQuery,
  type Note,
  type NoteCategory,
  type NotePage,
  type NoteTagCount,
  type UpdateNote,
} from '@fj/contracts';
import { deleteOwned, editOwned } from '../lib/ownership';
import { isoDateTime } from '../lib/serialize';
import { decodeCursor, encodeCursor, type NoteCursor } from './cursor';
import { isSmallAccount, readAcrossRanks, searchRanks } from '../lib/full-text';

const select = {
  id: true,
  title: true,
  content: true,
  category: true,
  tags: true,
  isPinned: true,
  createdAt: true,
  updatedAt: true,
} as const;
type NoteRow = {
  id: string;
  title: string;
  content: string;
  category: string;
  tags: string[];
  isPinned: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export function toNote(row: NoteRow): Note {
  return {
    ...row,
    category: row.category as NoteCategory,
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
  };
}

/**
 * One page of the caller's notes. Without a search there is one rank (every note); with one, two: title matches, then
 * content-only matches. Each rank is read in list order from where the cursor left off, with LIMIT what the page
 * still needs + 1 (the extra row tells whether another page follows), so a page costs one statement, or two when it
 * crosses from the title matches into the content matches (a search first asks whether the account is small). Keyset pagination: a note added or edited meanwhile moves
 * to the top instead of shifting the later pages, so no note is shown twice or skipped because of it.
 */
export async function listNotes(db: Db, userId: string, query: ListNotesQuery): Promise<NotePage> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const filters = [Prisma.sql`"userId" = ${userId}`];
  if (query.category) filters.push(Prisma.sql`"category" = ${query.category}`);
  // '#tag' words of a search filter by tag; the rest is searched (docs/product.md#notes).
  const search = splitTagSearch(query.q);
  const tags = [...new Set([...(query.tag ? [query.tag] : []), ...search.tags])];
  if (tags.length) filters.push(Prisma.sql`"tags" @> ARRAY[${Prisma.join(tags)}]::text[]`);
  const ranks =
    search.text === undefined
      ? [Prisma.sql`TRUE`]
      : searchRanks(search.text, { indexed: !(await isSmallAccount(db, userId)) });
  const rows = await readAcrossRanks(ranks.length, cursor?.rank ?? 0, NOTE_PAGE_SIZE, (rank, limit) =>
    db.$queryRaw<NoteRow[]>(rankPage([...filters, ranks[rank]], cursor?.rank === rank ? cursor : null, limit)),
  );
  const page = rows.slice(0, NOTE_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    notes: page.map(({ rank: _rank, ...row }) => toNote(row)),
    nextCursor:
      rows.length > NOTE_PAGE_SIZE
        ? encodeCursor({ rank: last.rank, isPinned: last.isPinned, updatedAt: last.updatedAt, id: last.id })
        : null,
  };
}

/** Up to `limit` notes matching `where`, after `after` (when the previous page ended in this rank), in list order. */
function rankPage(where: Prisma.Sql[], after: NoteCursor | null, limit: number): Prisma.Sql {
  const conditions = after
    ? [
        ...where,
        Prisma.sql`("isPinned", "updatedAt", "id") < (${after.isPinned}, ${after.updatedAt.toISOString()}::timestamptz, ${after.id})`,
      ]
    : where;
  return Prisma.sql`
    SELECT "id", "title", "content", "category", "tags", "isPinned", "createdAt", "updatedAt"
    FROM "Note" WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY "isPinned" DESC, "updatedAt" DESC, "id" DESC
    LIMIT ${limit}`;
}

/** The tag chips come from this many of the caller's most recently updated notes (decision 1101). */
export const TAG_SAMPLE_NOTES = 500;

/**
 * The tags of the caller's 500 most recently updated notes, most used first: a bounded read of the list index
 * whatever the number of notes (an aggregate over every note grew with the account: ~0.1 s at 100,000 notes).
 */
export async function listNoteTags(db: Db, userId: string): Promise<NoteTagCount[]> {
  return db.$queryRaw<NoteTagCount[]>`
    SELECT t AS "tag", count(*)::int AS "count"
    FROM (
      SELECT "tags" FROM "Note" WHERE "userId" = ${userId}
      ORDER BY "isPinned" DESC, "updatedAt" DESC, "id" DESC LIMIT ${TAG_SAMPLE_NOTES}
    ) AS recent, unnest(recent."tags") AS t
    GROUP BY t ORDER BY count(*) DESC, t
    LIMIT ${MAX_LISTED_NOTE_TAGS}`;
}

export async function createNote(db: Db, userId: string, input: CreateNote): Promise<Note> {
  return toNote(await db.note.create({ data: { ...input, userId }, select }));
}

/**
 * One UPDATE … WHERE id AND "userId" (else 404), and the version the edit started from when given (else 412 with the
 * note as it is now, docs/decisions/2603). updatedAt moves when what the note says changes, not when it is pinned.
 */
export async function updateNote(db: Db, userId: string, id: string, input: UpdateNote, base?: Date): Promise<Note> {
  const edited =
    input.title !== undefined ||
    input.content !== undefined ||
    input.category !== undefined ||
    input.tags !== undefined;
  return editOwned(
    'Note',
    base,
    async () =>
      toNote(
        await db.note.update({
          where: { id, userId, ...(base ? { updatedAt: base } : {}) },
          data: { ...input, ...(edited ? { updatedAt: new Date() } : {}) },
          select,
        }),
      ),
    async () => {
      const row = await db.note.findFirst({ where: { id, userId }, select });
      return row && toNote(row);
    },
  );
}

export async function deleteNote(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Note', () => db.note.deleteMany({ where: { id, userId } }));
}
