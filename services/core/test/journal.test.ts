import { JOURNAL_PAGE_SIZE, promptOfDay } from '@fj/contracts';
import { setupCore } from './helpers';

// The journal — entries, server-side search (the notes' rules), keyset pages, calendar, streaks.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);

it('creates, edits and deletes entries; text is stored as typed; another user gets 404s', async () => {
  const alice = await core.as(await core.newUser());
  const bob = await core.as(await core.newUser());
  const prompt = promptOfDay('2026-02-03');
  const created = await alice.post('/api/journal', {
    date: '2026-02-03',
    mood: 4,
    gratitude: ' My team ',
    content: '<b>Closed</b> the seed round',
    prompt,
    tags: ['Fundraising'],
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    date: '2026-02-03',
    mood: 4,
    gratitude: 'My team',
    content: '<b>Closed</b> the seed round',
    prompt,
    tags: ['fundraising'],
  });
  const id = created.body.id;
  expect((await bob.put(`/api/journal/${id}`, { content: 'mine now' })).status).toBe(404);
  expect((await bob.delete(`/api/journal/${id}`)).status).toBe(404);
  expect((await alice.put('/api/journal/not-a-uuid', { content: 'x' })).status).toBe(404);
  const edited = await alice.put(`/api/journal/${id}`, { mood: 5, tags: [] });
  expect(edited.body).toMatchObject({ mood: 5, tags: [], content: '<b>Closed</b> the seed round' });
  expect((await bob.get('/api/journal')).body.entries).toEqual([]);
  expect((await alice.post('/api/journal', { date: '2026-02-03', content: '   ' })).body.message).toBe(
    'content: Write something in your entry',
  );
  expect(
    (await alice.post('/api/journal', { date: '2026-02-03', content: 'x', prompt: 'Made up?' })).body.message,
  ).toMatch(/daily prompts/);
  expect((await alice.post('/api/journal', { date: '2999-01-01', content: 'x' })).body.message).toMatch(
    /not happened yet/,
  );
  expect((await alice.delete(`/api/journal/${id}`)).status).toBe(204);
  expect((await alice.get('/api/journal')).body.entries).toEqual([]);
});

it('searches gratitude and text by word prefixes, gratitude matches first, with tag and date filters', async () => {
  const api = await core.as(await core.newUser());
  await api.post('/api/journal', { date: '2026-01-05', content: 'Long call with investors about revenue' });
  await api.post('/api/journal', {
    date: '2026-01-04',
    gratitude: 'Revenue finally grew',
    content: 'Good day',
    tags: ['money'],
  });
  await api.post('/api/journal', { date: '2026-01-06', content: 'Hiring plan' });
  const titles = async (query: string) =>
    (await api.get(`/api/journal?${query}`)).body.entries.map((e: { date: string }) => e.date);
  expect(await titles('q=REV')).toEqual(['2026-01-04', '2026-01-05']); // gratitude match first, then text-only
  expect(await titles('q=invest%20rev')).toEqual(['2026-01-05']);
  expect(await titles('q=nothing')).toEqual([]);
  expect(await titles('tag=money')).toEqual(['2026-01-04']);
  expect(await titles('from=2026-01-05&to=2026-01-06')).toEqual(['2026-01-06', '2026-01-05']);
  expect((await api.get('/api/journal?from=2026-02-01&to=2026-01-01')).status).toBe(400);
  expect((await api.get('/api/journal/days?from=2026-01-01&to=2026-01-31')).body).toEqual([
    { date: '2026-01-04', entries: 1 },
    { date: '2026-01-05', entries: 1 },
    { date: '2026-01-06', entries: 1 },
  ]);
});

it('pages by keyset, newest day first, without repeats when an entry is added between pages; a forged cursor is a 400', async () => {
  const user = await core.newUser();
  const api = await core.as(user);
  const total = JOURNAL_PAGE_SIZE + 5;
  await core.db.journalEntry.createMany({
    data: Array.from({ length: total }, (_, i) => ({
      userId: user.userId,
      date: new Date(`${day(i)}T00:00:00.000Z`),
      content: `Entry ${i} growth`,
    })),
  });
  const first = await api.get('/api/journal?q=growth');
  expect(first.body.entries).toHaveLength(JOURNAL_PAGE_SIZE);
  expect(first.body.entries[0].date).toBe(day(total - 1));
  await api.post('/api/journal', { date: day(total + 1), content: 'growth again' });
  const second = await api.get(`/api/journal?q=growth&cursor=${first.body.nextCursor}`);
  expect(second.body.entries.map((e: { date: string }) => e.date)).toEqual([4, 3, 2, 1, 0].map(day));
  expect(second.body.nextCursor).toBeNull();
  expect((await api.get('/api/journal?cursor=bm9wZQ')).body.message).toBe(
    'This page link is not valid. Reload the list.',
  );
  // The small-account check, then each rank read (none has a gratitude match, so both ranks): no query per entry.
  const statements = await core.statementsOf(() => api.get('/api/journal?q=growth'));
  expect(statements.filter((s) => /^\s*SELECT/i.test(s))).toHaveLength(3);
});

it('journal days count toward the streak achievements, with wellness days', async () => {
  const api = await core.as(await core.newUser());
  await api.put(`/api/wellness/${day(0)}`, { mood: 3 });
  await api.post('/api/journal', { date: day(1), content: 'Day two' });
  await api.post('/api/journal', { date: day(2), content: 'Day three' });
  const kinds = (await api.get('/api/achievements')).body.map((a: { kind: string }) => a.kind);
  expect(kinds).toContain('streak_3');
});
