import { SMALL_ACCOUNT_NOTES } from '../src/lib/full-text';
import {
  NOTE_CONTENT_REQUIRED,
  NOTE_PAGE_SIZE,
  NOTE_TAG_LENGTH_MESSAGE,
  NOTE_TAGS_LIMIT_MESSAGE,
  NOTE_TITLE_REQUIRED,
  type Note,
} from '@fj/contracts';
import { setupCore } from './helpers';

// Notes: CRUD, the list order (pinned first, then most recently updated), keyset pagination, and the
// server-side search (decision 1101): prefix and case-insensitive word matches in title and content, substring
// matches in titles, title matches ranked first, combined with the category and tag filters.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

async function newOwner() {
  const user = await core.newUser();
  return { user, api: await core.as(user) };
}
type Api = Awaited<ReturnType<typeof newOwner>>['api'];

async function addNote(api: Api, body: object): Promise<Note> {
  const res = await api.post('/api/notes', { content: 'Body', ...body });
  expect(res.status).toBe(201);
  return res.body;
}

const titles = (res: { body: { notes: Note[] } }) => res.body.notes.map((n) => n.title);
const search = (api: Api, query: Record<string, string>) => api.get(`/api/notes?${new URLSearchParams(query)}`);

/** Several notes' updatedAt one minute apart (oldest first), as if they had been written over time. */
async function spreadOverTime(notes: Note[]) {
  const start = Date.parse('2025-06-01T10:00:00Z');
  for (const [i, note] of notes.entries())
    await core.db.note.update({ where: { id: note.id }, data: { updatedAt: new Date(start + i * 60_000) } });
}

describe('POST /api/notes', () => {
  it('creates a note with the defaults: category general, no tags, not pinned', async () => {
    const { user, api } = await newOwner();
    const res = await api.post('/api/notes', { title: '  Launch plan ', content: 'Line one\nLine two\n' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Launch plan',
      content: 'Line one\nLine two',
      category: 'general',
      tags: [],
      isPinned: false,
      createdAt: expect.any(String),
      updatedAt: res.body.createdAt,
    });
    expect(await core.db.note.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({ userId: user.userId });
  });

  it('normalises tags: trimmed, lower-case, one space inside, each once', async () => {
    const { api } = await newOwner();
    const note = await addNote(api, {
      title: 'Tags',
      category: 'idea',
      isPinned: true,
      tags: [' Growth ', 'growth', 'SIDE   Project', 'q3'],
    });
    expect(note).toMatchObject({ category: 'idea', isPinned: true, tags: ['growth', 'side project', 'q3'] });
  });

  it.each([
    ['no title', { content: 'x' }, NOTE_TITLE_REQUIRED],
    ['a blank title', { title: '   ', content: 'x' }, NOTE_TITLE_REQUIRED],
    ['no content', { title: 'x' }, NOTE_CONTENT_REQUIRED],
    ['blank content', { title: 'x', content: ' \n ' }, NOTE_CONTENT_REQUIRED],
    ['a title over 200 characters', { title: 'x'.repeat(201), content: 'x' }, 'at most 200 characters'],
    ['content over 100,000 characters', { title: 'x', content: 'x'.repeat(100_001) }, 'at most 100000 characters'],
    ['an unknown category', { title: 'x', content: 'x', category: 'diary' }, 'Category must be one of'],
    [
      '21 tags',
      { title: 'x', content: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      NOTE_TAGS_LIMIT_MESSAGE,
    ],
    ['a tag over 32 characters', { title: 'x', content: 'x', tags: ['x'.repeat(33)] }, NOTE_TAG_LENGTH_MESSAGE],
    ['a blank tag', { title: 'x', content: 'x', tags: ['  '] }, NOTE_TAG_LENGTH_MESSAGE],
    ['a pin that is not a boolean', { title: 'x', content: 'x', isPinned: 'yes' }, 'isPinned must be true or false'],
    ['a NUL in the content', { title: 'x', content: 'a\u0000b' }, 'Content contains a character that cannot be saved'],
    ['an unknown key', { title: 'x', content: 'x', userId: '00000000-0000-4000-8000-000000000001' }, 'userId'],
  ])('refuses %s (400 with the reason, nothing written)', async (_label, body, message) => {
    const { user, api } = await newOwner();
    const res = await api.post('/api/notes', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await core.db.note.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('keeps 20 tags after removing duplicates (21 given, one twice)', async () => {
    const { api } = await newOwner();
    const tags = [...Array.from({ length: 20 }, (_, i) => `t${i}`), 'T0'];
    expect((await addNote(api, { title: 'Many tags', tags })).tags).toHaveLength(20);
  });
});

describe('PUT and DELETE /api/notes/:id', () => {
  it('changes only the fields sent; an edit moves updatedAt, pinning does not', async () => {
    const { api } = await newOwner();
    const note = await addNote(api, { title: 'Draft', content: 'First', tags: ['a'] });
    await spreadOverTime([note]);
    const pinned = await api.put(`/api/notes/${note.id}`, { isPinned: true });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({
      title: 'Draft',
      content: 'First',
      tags: ['a'],
      isPinned: true,
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    const edited = await api.put(`/api/notes/${note.id}`, {
      title: ' Final ',
      content: 'Second',
      category: 'project',
      tags: ['B'],
    });
    expect(edited.body).toMatchObject({
      title: 'Final',
      content: 'Second',
      category: 'project',
      tags: ['b'],
      isPinned: true,
    });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse('2025-06-02T00:00:00Z'));
  });

  it.each([
    ['a blank title', { title: ' ' }, NOTE_TITLE_REQUIRED],
    ['blank content', { content: '' }, NOTE_CONTENT_REQUIRED],
    ['nothing to change', {}, 'Send at least one field to change'],
    ['an unknown key', { createdAt: '2020-01-01T00:00:00Z' }, 'createdAt'],
  ])('refuses %s (400, the note unchanged)', async (_label, body, message) => {
    const { api } = await newOwner();
    const note = await addNote(api, { title: 'Keep', content: 'Me' });
    const res = await api.put(`/api/notes/${note.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await core.db.note.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({
      title: 'Keep',
      content: 'Me',
      updatedAt: new Date(note.updatedAt),
    });
  });

  it('deletes a note (204), then it is gone (404)', async () => {
    const { api } = await newOwner();
    const note = await addNote(api, { title: 'Bin me' });
    expect((await api.delete(`/api/notes/${note.id}`)).status).toBe(204);
    expect((await api.delete(`/api/notes/${note.id}`)).status).toBe(404);
    expect(await core.db.note.count({ where: { id: note.id } })).toBe(0);
  });

  it("another user's note, or a malformed id, is a 404 that changes nothing", async () => {
    const owner = await newOwner();
    const note = await addNote(owner.api, { title: 'Private', content: 'Secret plan', tags: ['secret'] });
    const { api: intruder } = await newOwner();
    for (const res of [
      await intruder.put(`/api/notes/${note.id}`, { title: 'Mine now' }),
      await intruder.delete(`/api/notes/${note.id}`),
      await intruder.put('/api/notes/not-a-uuid', { title: 'x' }),
      await intruder.delete('/api/notes/1%20OR%201=1'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Note not found');
    }
    expect(await core.db.note.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({ title: 'Private' });
    // Nor does it show in their list, search or tags.
    expect((await intruder.get('/api/notes')).body).toEqual({ notes: [], nextCursor: null });
    expect((await search(intruder, { q: 'secret' })).body.notes).toEqual([]);
    expect((await intruder.get('/api/notes/tags')).body).toEqual([]);
  });
});

describe('GET /api/notes: order and pages', () => {
  it('lists pinned notes first, then the most recently updated, in one SQL statement', async () => {
    const { api } = await newOwner();
    const notes = [];
    for (const title of ['oldest', 'pinned old', 'middle', 'pinned new', 'newest'])
      notes.push(await addNote(api, { title, isPinned: title.startsWith('pinned') }));
    await spreadOverTime(notes);
    let res: Awaited<ReturnType<Api['get']>> | undefined;
    const statements = await core.statementsOf(async () => {
      res = await api.get('/api/notes');
    });
    expect(titles(res!)).toEqual(['pinned new', 'pinned old', 'newest', 'middle', 'oldest']);
    expect(res!.body.nextCursor).toBeNull();
    expect(statements).toHaveLength(1);
  });

  it('pages 50 at a time with a cursor; notes added or edited meanwhile neither repeat nor hide the rest', async () => {
    const { user, api } = await newOwner();
    const base = Date.parse('2025-01-01T00:00:00Z');
    // 120 notes, several sharing an updatedAt to the millisecond (ties are broken by id).
    await core.db.note.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        userId: user.userId,
        title: `n${i}`,
        content: 'x',
        isPinned: i % 40 === 0,
        updatedAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    });
    const first = await api.get('/api/notes');
    expect(first.body.notes).toHaveLength(NOTE_PAGE_SIZE);
    expect(first.body.notes.slice(0, 3).every((n: Note) => n.isPinned)).toBe(true);
    // Meanwhile: a new note, and an edit to a note of the first page (both move to the top).
    await addNote(api, { title: 'added meanwhile' });
    await api.put(`/api/notes/${first.body.notes[10].id}`, { content: 'edited meanwhile' });
    const second = await api.get(`/api/notes?cursor=${first.body.nextCursor}`);
    const third = await api.get(`/api/notes?cursor=${second.body.nextCursor}`);
    expect(second.body.notes).toHaveLength(NOTE_PAGE_SIZE);
    expect(third.body.notes).toHaveLength(20);
    expect(third.body.nextCursor).toBeNull();
    const seen = [...first.body.notes, ...second.body.notes, ...third.body.notes].map((n: Note) => n.title);
    expect(new Set(seen).size).toBe(120);
    expect(seen).not.toContain('added meanwhile');
    // The pages follow the list order exactly.
    const all = await core.db.note.findMany({
      where: { userId: user.userId, title: { startsWith: 'n' } },
      orderBy: [{ isPinned: 'desc' }, { updatedAt: 'desc' }, { id: 'desc' }],
    });
    const edited = first.body.notes[10].title;
    expect(seen).toEqual(
      all
        .filter((n) => n.title !== edited)
        .map((n) => n.title)
        .toSpliced(10, 0, edited),
    );
  });

  it('refuses a cursor it did not write (400)', async () => {
    const { api } = await newOwner();
    for (const cursor of [
      'nonsense',
      Buffer.from('[0,0,"2025-01-01T00:00:00Z","x"]').toString('base64url'),
      Buffer.from('[7,1,"2025-01-01T00:00:00Z","00000000-0000-4000-8000-000000000001"]').toString('base64url'),
    ]) {
      const res = await api.get(`/api/notes?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This page link is not valid. Reload the list.');
    }
  });

  it('filters by category and by tag, and lists the tags most used first', async () => {
    const { api } = await newOwner();
    await addNote(api, { title: 'Standup', category: 'meeting', tags: ['team', 'weekly'] });
    await addNote(api, { title: 'Pricing idea', category: 'idea', tags: ['revenue', 'team'] });
    await addNote(api, { title: 'Board prep', category: 'meeting', tags: ['investors'] });
    expect(titles(await search(api, { category: 'meeting' })).sort()).toEqual(['Board prep', 'Standup']);
    expect(titles(await search(api, { tag: 'team' })).sort()).toEqual(['Pricing idea', 'Standup']);
    expect(titles(await search(api, { tag: ' TEAM ', category: 'meeting' }))).toEqual(['Standup']);
    expect((await search(api, { category: 'diary' })).status).toBe(400);
    expect((await api.get('/api/notes/tags')).body).toEqual([
      { tag: 'team', count: 2 },
      { tag: 'investors', count: 1 },
      { tag: 'revenue', count: 1 },
      { tag: 'weekly', count: 1 },
    ]);
  });
});

it('takes the tag chips from the 500 most recently updated notes, whatever the number of notes', async () => {
  const { user, api } = await newOwner();
  const base = Date.parse('2025-01-01T00:00:00Z');
  await core.db.note.createMany({
    data: Array.from({ length: 501 }, (_, i) => ({
      userId: user.userId,
      title: `n${i}`,
      content: 'x',
      tags: i === 0 ? ['ancient'] : ['recent'],
      updatedAt: new Date(base + i * 1000),
    })),
  });
  expect((await api.get('/api/notes/tags')).body).toEqual([{ tag: 'recent', count: 500 }]);
  // The old tag still filters (a card's tag chip asks for it).
  expect(titles(await search(api, { tag: 'ancient' }))).toEqual(['n0']);
});

// A small account's search reads its notes through the list index; a large one's may use the GIN indexes
// (SMALL_ACCOUNT_NOTES): the same rules either way, so every search below runs for both.
describe.each([
  ['a small account', 0],
  ['a large account', SMALL_ACCOUNT_NOTES + 1],
])('GET /api/notes?q=: server-side search, %s', (_label, filler) => {
  let api: Api;
  let total: number;
  beforeAll(async () => {
    const owner = await newOwner();
    api = owner.api;
    // Older notes that no search below matches.
    await core.db.note.createMany({
      data: Array.from({ length: filler }, (_, i) => ({
        userId: owner.user.userId,
        title: `Filler ${i}`,
        content: 'lorem ipsum',
        updatedAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)),
      })),
    });
    total = filler + 7;
    const notes = [];
    for (const note of [
      { title: 'Grocery list', content: 'Bread, milk and eggs' },
      { title: 'Quarterly REVENUE review', content: 'Numbers for Q3-plan' },
      { title: 'Call with Ann', content: 'She asked about revenue forecasts. Email ann@acme.com' },
      { title: 'Café Über ideas', content: 'Menu for the école' },
      { title: 'Facebook ads', content: 'Budget 100/day', category: 'project' },
      { title: 'Hiring', content: 'Revenue per employee', isPinned: true },
      { title: 'Promo (50% off)', content: 'Black friday' },
    ])
      notes.push(await addNote(api, note));
    await spreadOverTime(notes);
  });

  it('matches whole words in any case, ranks title matches first, pinned and newest first within a rank', async () => {
    const res = await search(api, { q: 'revenue' });
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Quarterly REVENUE review', 'Hiring', 'Call with Ann']);
    expect(titles(await search(api, { q: 'REVENUE' }))).toEqual(titles(res));
  });

  it('matches the beginning of words (typing ahead), every word required', async () => {
    expect(titles(await search(api, { q: 'rev' }))).toEqual(['Quarterly REVENUE review', 'Hiring', 'Call with Ann']);
    expect(titles(await search(api, { q: 'quart rev' }))).toEqual(['Quarterly REVENUE review']);
    expect(titles(await search(api, { q: 'revenue bread' }))).toEqual([]);
    // Inside a word: found in a title (substring), not in content (where only word starts count).
    expect(titles(await search(api, { q: 'venue' }))).toEqual(['Quarterly REVENUE review']);
  });

  it('folds case beyond ASCII, and splits words at punctuation on both sides', async () => {
    expect(titles(await search(api, { q: 'ÉCOLE' }))).toEqual(['Café Über ideas']);
    expect(titles(await search(api, { q: 'über' }))).toEqual(['Café Über ideas']);
    expect(titles(await search(api, { q: 'acme' }))).toEqual(['Call with Ann']);
    expect(titles(await search(api, { q: 'q3 plan' }))).toEqual(['Quarterly REVENUE review']);
    expect(titles(await search(api, { q: 'Q3-plan' }))).toEqual(['Quarterly REVENUE review']);
  });

  it('matches any part of a title, with LIKE wildcards taken literally', async () => {
    expect(titles(await search(api, { q: 'book' }))).toEqual(['Facebook ads']);
    expect(titles(await search(api, { q: 'BOOK A' }))).toEqual(['Facebook ads']);
    expect(titles(await search(api, { q: '0% off' }))).toEqual(['Promo (50% off)']);
    expect(titles(await search(api, { q: '%' }))).toEqual(['Promo (50% off)']);
    expect(titles(await search(api, { q: '_x' }))).toEqual([]);
  });

  it('combines with the category filter; blank search is no search', async () => {
    expect(titles(await search(api, { q: 'ads', category: 'project' }))).toEqual(['Facebook ads']);
    expect(titles(await search(api, { q: 'revenue', category: 'project' }))).toEqual([]);
    const all = await search(api, { q: '   ' });
    expect(all.body.notes).toHaveLength(Math.min(total, NOTE_PAGE_SIZE));
    expect(all.body.notes[0].title).toBe('Hiring'); // pinned
  });

  it('pages through search results across both ranks, one statement per rank a page reads', async () => {
    const { user, api: many } = await newOwner();
    const base = Date.parse('2025-01-01T00:00:00Z');
    await core.db.note.createMany({
      data: Array.from({ length: 130 }, (_, i) => ({
        userId: user.userId,
        title: i % 2 ? `Pitch ${i}` : `Note ${i}`,
        content: i % 2 ? 'deck' : 'practise the pitch',
        updatedAt: new Date(base + i * 1000),
      })),
    });
    const pages: Note[][] = [];
    const statementCounts: number[] = [];
    let cursor: string | null = null;
    do {
      let res: Awaited<ReturnType<Api['get']>> | undefined;
      statementCounts.push(
        (
          await core.statementsOf(async () => {
            res = await search(many, cursor ? { q: 'pitch', cursor } : { q: 'pitch' });
          })
        ).length,
      );
      pages.push(res!.body.notes);
      cursor = res!.body.nextCursor;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 30]);
    // Each page: whether the account is small, then page 1 title matches only; page 2 the last 15 title matches and
    // 35 content matches; page 3 content matches.
    expect(statementCounts).toEqual([2, 3, 2]);
    const seen = pages.flat().map((n) => n.title);
    expect(new Set(seen).size).toBe(130);
    // All 65 title matches (newest first), then the 65 content-only matches.
    expect(seen.slice(0, 65).every((t) => t.startsWith('Pitch'))).toBe(true);
    expect(seen[0]).toBe('Pitch 129');
    expect(seen[65]).toBe('Note 128');
  });

  it('refuses a search over 200 characters or with a NUL (400)', async () => {
    expect((await search(api, { q: 'x'.repeat(201) })).body.message).toMatch(/at most 200 characters/);
    expect((await search(api, { q: 'a\u0000' })).status).toBe(400);
  });
});
