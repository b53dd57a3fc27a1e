import type { ActionItem, Checklist, JournalEntry, MeetingNote, NotePage, Today, UserActionItem } from '@fj/contracts';
import { todayIn } from '@fj/server-kit';
import { setupCore } from './helpers';

// The founder's day on the server: meeting action items are real action items (decision 2704), one mood a day shared
// by wellness and the journal (2701), home's Today and first-run checklist (2705), notes search by tag, and the
// broadcast preview's recipient count.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

async function newOwner(data: { isAdmin?: boolean } = {}) {
  const user = await core.newUser(data);
  const api = await core.as(user);
  return { user, api };
}
async function withBusiness() {
  const owner = await newOwner();
  const business = await owner.api.post('/api/businesses', { name: 'Acme' });
  expect(business.status).toBe(201);
  return { ...owner, businessId: business.body.id as string };
}
const today = () => todayIn('UTC');
const daysFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('meeting action items are action items', () => {
  it("a business meeting's lines become the business's items, linked both ways; completing one shows in the meeting", async () => {
    const { api, businessId } = await withBusiness();
    const created = await api.post('/api/meeting-notes', {
      businessId,
      title: 'Client sync',
      meetingDate: '2026-03-01T10:00:00Z',
      actionItems: '- Send the proposal\n\n* Book a demo\n3. Share notes',
    });
    expect(created.status).toBe(201);
    const meeting = created.body as MeetingNote;
    expect(meeting.actionItems.map((i) => [i.title, i.status, i.completed])).toEqual([
      ['Send the proposal', 'todo', false],
      ['Book a demo', 'todo', false],
      ['Share notes', 'todo', false],
    ]);

    const tab = (await api.get(`/api/action-items?businessId=${businessId}`)).body as ActionItem[];
    expect(tab).toHaveLength(3);
    expect(tab.every((i) => i.meeting?.id === meeting.id && i.meeting.title === 'Client sync')).toBe(true);

    const demo = tab.find((i) => i.title === 'Book a demo')!;
    const done = await api.put(`/api/action-items/${demo.id}`, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.meeting).toEqual({ id: meeting.id, title: 'Client sync' });
    const [listed] = (await api.get(`/api/meeting-notes?businessId=${businessId}`)).body as MeetingNote[];
    expect(listed.actionItems.find((i) => i.id === demo.id)).toMatchObject({ status: 'completed', completed: true });
  });

  it('editing the meeting keeps its items (and their status): no duplicates; a removed line deletes its item', async () => {
    const { api, businessId } = await withBusiness();
    const meeting = (
      await api.post('/api/meeting-notes', {
        businessId,
        title: 'Weekly',
        meetingDate: '2026-03-01T10:00:00Z',
        actionItems: 'Hire designer\nFix invoice\nCall bank',
      })
    ).body as MeetingNote;
    const invoice = meeting.actionItems.find((i) => i.title === 'Fix invoice')!;
    await api.put(`/api/action-items/${invoice.id}`, { status: 'completed' });

    for (let edit = 0; edit < 2; edit++) {
      const updated = await api.put(`/api/meeting-notes/${meeting.id}`, {
        title: 'Weekly sync',
        meetingDate: '2026-03-01T10:00:00Z',
        actionItems: 'fix invoice\nHire designer\nOrder laptops',
      });
      expect(updated.status).toBe(200);
      expect((updated.body as MeetingNote).actionItems.map((i) => [i.title, i.completed])).toEqual([
        ['Hire designer', false],
        ['Fix invoice', true],
        ['Order laptops', false],
      ]);
    }
    const tab = (await api.get(`/api/action-items?businessId=${businessId}`)).body as ActionItem[];
    expect(tab.map((i) => i.title).sort()).toEqual(['Fix invoice', 'Hire designer', 'Order laptops']);
    expect(tab.find((i) => i.title === 'Fix invoice')?.id).toBe(invoice.id);
    expect(tab.every((i) => i.meeting?.title === 'Weekly sync')).toBe(true);
  });

  it("a personal meeting's lines become personal items; deleting the meeting keeps them, unlinked", async () => {
    const { api } = await newOwner();
    const meeting = (
      await api.post('/api/meeting-notes', {
        title: 'Mentor call',
        meetingDate: '2026-03-01T10:00:00Z',
        actionItems: 'Read the deck\nIntro to Sam',
      })
    ).body as MeetingNote;
    expect(meeting.actionItems.map((i) => i.status)).toEqual(['pending', 'pending']);
    let mine = (await api.get('/api/user-action-items')).body as UserActionItem[];
    expect(mine.map((i) => [i.title, i.meeting?.title])).toEqual(
      expect.arrayContaining([
        ['Read the deck', 'Mentor call'],
        ['Intro to Sam', 'Mentor call'],
      ]),
    );
    const deck = mine.find((i) => i.title === 'Read the deck')!;
    await api.put(`/api/user-action-items/${deck.id}`, { status: 'completed' });
    const [listed] = (await api.get('/api/meeting-notes')).body as MeetingNote[];
    expect(listed.actionItems.find((i) => i.id === deck.id)?.completed).toBe(true);

    expect((await api.delete(`/api/meeting-notes/${meeting.id}`)).status).toBe(204);
    mine = (await api.get('/api/user-action-items')).body as UserActionItem[];
    expect(mine).toHaveLength(2);
    expect(mine.every((i) => i.meeting === null)).toBe(true);
  });

  it('refuses more than 50 items or a line over 200 characters, writing nothing', async () => {
    const { user, api } = await newOwner();
    for (const actionItems of [Array.from({ length: 51 }, (_, i) => `Item ${i}`).join('\n'), 'x'.repeat(201)]) {
      const res = await api.post('/api/meeting-notes', {
        title: 'Big',
        meetingDate: '2026-03-01T10:00:00Z',
        actionItems,
      });
      expect(res.status).toBe(400);
    }
    expect(await core.db.meetingNote.count({ where: { userId: user.userId } })).toBe(0);
    expect(await core.db.userActionItem.count({ where: { userId: user.userId } })).toBe(0);
  });
});

describe('one mood a day', () => {
  it('the journal shows the day mood by default, sets it with dayMood, and may override it per entry', async () => {
    const { api } = await newOwner();
    const day = today();
    expect((await api.put(`/api/wellness/${day}`, { mood: 4 })).status).toBe(200);

    const plain = (await api.post('/api/journal', { date: day, content: 'Shipped' })).body as JournalEntry;
    expect(plain).toMatchObject({ mood: null, dayMood: 4 });

    const setsDay = await api.post('/api/journal', { date: day, content: 'Tired', dayMood: 2 });
    expect(setsDay.status).toBe(201);
    expect(setsDay.body).toMatchObject({ mood: null, dayMood: 2 });
    const wellness = await api.get(`/api/wellness?startDate=${day}&endDate=${day}`);
    expect(wellness.body[0]).toMatchObject({ mood: 2, source: 'manual' });

    const override = (await api.post('/api/journal', { date: day, content: 'Great call', mood: 5 })).body;
    expect(override).toMatchObject({ mood: 5, dayMood: 2 });

    const page = (await api.get('/api/journal')).body as { entries: JournalEntry[] };
    expect(page.entries.map((e) => [e.content, e.mood, e.dayMood])).toEqual([
      ['Great call', 5, 2],
      ['Tired', null, 2],
      ['Shipped', null, 2],
    ]);
    // Editing an entry can set the day's mood too (and a day without an entry gets one).
    const yesterday = daysFrom(day, -1);
    const moved = await api.put(`/api/journal/${plain.id}`, { date: yesterday, dayMood: 3 });
    expect(moved.body).toMatchObject({ date: yesterday, mood: null, dayMood: 3 });
    expect((await api.get(`/api/wellness?startDate=${yesterday}&endDate=${yesterday}`)).body[0].mood).toBe(3);
  });

  it('refuses a mood off the 1–5 scale and a future day, writing nothing', async () => {
    const { user, api } = await newOwner();
    expect((await api.post('/api/journal', { date: today(), content: 'x', dayMood: 6 })).status).toBe(400);
    expect((await api.post('/api/journal', { date: daysFrom(today(), 2), content: 'x', dayMood: 3 })).status).toBe(400);
    expect(await core.db.wellnessEntry.count({ where: { userId: user.userId } })).toBe(0);
    expect(await core.db.journalEntry.count({ where: { userId: user.userId } })).toBe(0);
  });
});

describe('GET /api/home/today', () => {
  it("today's content, open items due today or overdue (business and personal), and the next meeting — the caller's only", async () => {
    const { api, businessId } = await withBusiness();
    const day = today();
    const post = (path: string, body: object) => api.post(path, body).then((r) => (expect(r.status).toBe(201), r.body));
    const plan = await post('/api/content-plans', {
      title: 'Launch reel',
      contentType: 'reel',
      scheduledDate: `${day}T12:00:00Z`,
    });
    await post('/api/content-plans', {
      title: 'Tomorrow',
      contentType: 'post',
      scheduledDate: `${daysFrom(day, 2)}T09:00:00Z`,
    });
    const overdue = await post('/api/action-items', {
      businessId,
      title: 'Overdue invoice',
      dueDate: daysFrom(day, -3),
    });
    await post('/api/action-items', { businessId, title: 'Later', dueDate: daysFrom(day, 5) });
    const done = await post('/api/action-items', { businessId, title: 'Done', dueDate: day });
    await api.put(`/api/action-items/${done.id}`, { status: 'completed' });
    await post('/api/user-action-items', { title: 'Call mum', dueDate: day, priority: 'high' });
    await post('/api/user-action-items', { title: 'Blocked', dueDate: day, status: 'blocked' });
    const soon = new Date(Date.now() + 3600_000).toISOString();
    await post('/api/meeting-notes', {
      title: 'Past',
      meetingDate: new Date(Date.now() - 86_400_000 * 2).toISOString(),
    });
    await post('/api/meeting-notes', { businessId, title: 'Investor pitch', meetingDate: soon, duration: 30 });
    await post('/api/meeting-notes', {
      title: 'Later meeting',
      meetingDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const stranger = await withBusiness();
    await stranger.api.post('/api/user-action-items', { title: 'Not mine', dueDate: day });

    const res = await api.get('/api/home/today');
    expect(res.status).toBe(200);
    const body = res.body as Today;
    expect(body.date).toBe(day);
    expect(body.content.map((p) => p.id)).toEqual([plan.id]);
    expect(body.actionItems.map((i) => [i.title, i.kind, i.isOverdue, i.business?.name ?? null])).toEqual([
      ['Overdue invoice', 'business', true, 'Acme'],
      ['Call mum', 'personal', false, null],
    ]);
    expect(body.actionItems[0].id).toBe(overdue.id);
    expect(body.actionItemsTotal).toBe(2);
    expect(body.nextMeeting).toMatchObject({ title: 'Investor pitch', business: { id: businessId, name: 'Acme' } });
  });
});

describe('the first-run checklist', () => {
  it('ticks each step from real data, and a dismissal is stored for every device', async () => {
    const { api } = await newOwner();
    const steps = async () => {
      const checklist = (await api.get('/api/home/checklist')).body as Checklist;
      return Object.fromEntries(checklist.steps.map((s) => [s.id, s.done]));
    };
    expect(await steps()).toEqual({ business: false, metric: false, mood: false, post: false, account: false });
    const business = (await api.post('/api/businesses', { name: 'Acme' })).body;
    await api.post('/api/business-metrics', { businessId: business.id, date: today(), revenue: 100, clients: 1 });
    await api.put(`/api/wellness/${today()}`, { mood: 5 });
    await api.post('/api/content-plans', { title: 'First post', contentType: 'post' });
    expect(await steps()).toEqual({ business: true, metric: true, mood: true, post: true, account: false });

    expect((await api.get('/api/home/checklist')).body.dismissed).toBe(false);
    const dismissed = await api.put('/api/home/checklist', { dismissed: true });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.dismissed).toBe(true);
    expect((await api.get('/api/home/checklist')).body.dismissed).toBe(true);
    expect((await api.put('/api/home/checklist', { dismissed: 'yes' })).status).toBe(400);
  });
});

describe('notes search and tags', () => {
  it("a word finds notes tagged with it, and '#tag' filters by tag", async () => {
    const { api } = await newOwner();
    const note = (title: string, content: string, tags: string[]) =>
      api.post('/api/notes', { title, content, tags }).then((r) => (expect(r.status).toBe(201), r.body.id as string));
    const a = await note('Pricing page', 'Tiers', ['pricing']);
    const b = await note('Supplier call', 'Margins', ['pricing', 'suppliers']);
    const c = await note('Q3', 'Plan the quarter', ['q3 planning']);
    await note('Other', 'Nothing here', []);
    const titles = async (q: string) =>
      ((await api.get(`/api/notes?q=${encodeURIComponent(q)}`)).body as NotePage).notes.map((n) => n.id).sort();
    expect(await titles('pricing')).toEqual([a, b].sort());
    expect(await titles('#suppliers')).toEqual([b]);
    expect(await titles('#pricing margins')).toEqual([b]);
    expect(await titles('#PRICING')).toEqual([a, b].sort());
    expect(await titles('q3 planning')).toEqual([c]);
    expect(await titles('#nothing')).toEqual([]);
  });
});

describe('GET /api/admin/messages/recipients', () => {
  it('counts every account a broadcast reaches, for admins only', async () => {
    const admin = await newOwner({ isAdmin: true });
    const member = await newOwner();
    const res = await admin.api.get('/api/admin/messages/recipients');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recipients: await core.db.user.count() });
    expect((await member.api.get('/api/admin/messages/recipients')).status).toBe(403);
  });
});
