import { Prisma, type Db } from '@fj/db';

// Server-side full-text search of notes and journal entries (docs/decisions/1101-notes-full-text-search.md, 2004).
// A record matches when every word of the search begins a word of its head (a note's title, a journal entry's
// gratitude line) or body (full-text search on the generated "search" tsvector, GIN index), or when the search text
// appears anywhere in its head (pg_trgm index). Records that match in their head rank before those that match in
// their body only.

/** The columns of one searchable table: the head text, its own tsvector, and the tsvector of head + body. */
export interface SearchColumns {
  table: string;
  head: string;
  headSearch: string;
  search: string;
}

export const NOTE_SEARCH: SearchColumns = { table: 'Note', head: 'title', headSearch: 'titleSearch', search: 'search' };
export const JOURNAL_SEARCH: SearchColumns = {
  table: 'JournalEntry',
  head: 'gratitude',
  headSearch: 'gratitudeSearch',
  search: 'search',
};
const column = (name: string) => Prisma.raw(`"${name}"`);

/** At most this many words of a search are used (the rest would only narrow an already precise search). */
export const MAX_SEARCH_WORDS = 10;

/**
 * The words of a search: runs of letters and decimal digits — the characters PostgreSQL's [[:alnum:]] matches under
 * the ICU collation, which is how the generated column splits titles and content. So 'Q3-plan' is 'q3' and 'plan',
 * and 'ann@acme.com' is 'ann', 'acme' and 'com', on both sides.
 */
export function searchWords(q: string): string[] {
  return [...new Set(q.match(/[\p{L}\p{Nd}]+/gu) ?? [])].slice(0, MAX_SEARCH_WORDS);
}

/** to_tsquery text: every word as a prefix (`rev:*` matches 'revenue'), all required. Words hold no tsquery syntax. */
export const prefixQuery = (words: readonly string[]) => words.map((w) => `${w}:*`).join(' & ');

/** An ILIKE pattern matching `text` anywhere, with LIKE's own wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The tsquery, case-folded by the same Unicode rules as the columns (the database's own locale may fold ASCII only). */
const tsquery = (text: string) => Prisma.sql`to_tsquery('simple'::regconfig, lower(${text}::text COLLATE "und-x-icu"))`;

/**
 * Up to this many notes, a search reads the account's own notes through the list index instead of the GIN indexes.
 * A GIN prefix match collects every note of every user whose words begin so (a fifth of a 1,000,000-note table for
 * 'client'), ~10× slower than PostgreSQL estimates; 2,000 notes of one account are read in a few milliseconds.
 */
export const SMALL_ACCOUNT_NOTES = 2000;

/** Whether the caller has at most SMALL_ACCOUNT_NOTES notes (an index-only count that stops there). */
export async function isSmallAccount(db: Db, userId: string, columns: SearchColumns = NOTE_SEARCH): Promise<boolean> {
  const [{ notes }] = await db.$queryRaw<{ notes: number }[]>`
    SELECT count(*)::int AS "notes" FROM (SELECT 1 FROM ${column(columns.table)} WHERE "userId" = ${userId} LIMIT ${SMALL_ACCOUNT_NOTES + 1}) AS n`;
  return notes <= SMALL_ACCOUNT_NOTES;
}

/**
 * The conditions of a search's ranks, best first: [title matches, content-only matches]. Each has its own tsvector
 * column and GIN index ("titleSearch", "search"), so the planner estimates each rank from its own statistics — in a
 * large account it walks the list index and stops after a page when a word is common, and reads the GIN index when it
 * is rare. `indexed: false` (a small account) wraps each condition in `IS TRUE`, which no index serves, so the
 * account's notes are read through the list index whatever the word. A search without words (only punctuation: '++')
 * matches titles by substring only.
 */
export function searchRanks(
  q: string,
  { indexed, columns = NOTE_SEARCH }: { indexed: boolean; columns?: SearchColumns },
): Prisma.Sql[] {
  const words = searchWords(q);
  // A search naming the record's tags ('pricing', or every word a tag, or the whole text one tag such as
  // 'q3 planning') matches as strongly as the head: the tags' GIN index serves it (docs/product.md#notes).
  const asTags = [Prisma.sql`"tags" @> ARRAY[${q.trim().replace(/\s+/g, ' ').toLowerCase()}]::text[]`];
  if (words.length > 1)
    asTags.push(Prisma.sql`"tags" @> ARRAY[${Prisma.join(words.map((w) => w.toLowerCase()))}]::text[]`);
  const inTags = Prisma.sql`(${Prisma.join(asTags, ' OR ')})`;
  const inTitle = Prisma.sql`(${column(columns.head)} ILIKE ${containsPattern(q)} OR ${inTags})`;
  const query = tsquery(prefixQuery(words));
  const titleMatch =
    words.length === 0 ? inTitle : Prisma.sql`(${column(columns.headSearch)} @@ ${query} OR ${inTitle})`;
  const ranks =
    words.length === 0
      ? [titleMatch]
      : [titleMatch, Prisma.sql`(${column(columns.search)} @@ ${query} AND NOT ${titleMatch})`];
  return indexed ? ranks : ranks.map((rank) => Prisma.sql`(${rank}) IS TRUE`);
}

/**
 * The rows of one page across a search's ranks (decision 1101): each rank read in list order — from the cursor in the
 * rank it ended in, from the top in the later ones — with LIMIT what the page still needs + 1 (the extra row says
 * another page follows). One statement per rank the page reaches.
 */
export async function readAcrossRanks<R>(
  rankCount: number,
  startRank: number,
  pageSize: number,
  read: (rank: number, limit: number) => Promise<R[]>,
): Promise<(R & { rank: number })[]> {
  const rows: (R & { rank: number })[] = [];
  for (let rank = startRank; rank < rankCount && rows.length <= pageSize; rank++) {
    const found = await read(rank, pageSize + 1 - rows.length);
    rows.push(...found.map((row) => ({ ...row, rank })));
  }
  return rows;
}
