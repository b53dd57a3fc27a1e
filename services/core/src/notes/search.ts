import { Prisma } from '@fj/db';

// Server-side note search (docs/decisions/1101-notes-full-text-search.md).
// A note matches when every word of the search begins a word of its title or content (full-text search on the
// generated "search" tsvector, GIN index), or when the search text appears anywhere in its title (pg_trgm index).
// Notes that match in their title rank before those that match in their content only.

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
 * The conditions of a search's ranks, best first: [title matches, content-only matches]. Each has its own tsvector
 * column and GIN index ("titleSearch", "search"), so the planner estimates each rank from its own statistics — it
 * walks the list index and stops after a page when a word is common, and reads the GIN index when it is rare. A
 * search without words (only punctuation: '++') matches titles by substring only.
 */
export function searchRanks(q: string): Prisma.Sql[] {
  const words = searchWords(q);
  const inTitle = Prisma.sql`"title" ILIKE ${containsPattern(q)}`;
  if (words.length === 0) return [inTitle];
  const query = tsquery(prefixQuery(words));
  const titleMatch = Prisma.sql`("titleSearch" @@ ${query} OR ${inTitle})`;
  return [titleMatch, Prisma.sql`("search" @@ ${query} AND NOT ${titleMatch})`];
}
