import { setupCore } from './helpers';

// GET /api/account/export (decision 1403): every core feature's rows for the caller, nobody else's, one query per
// feature.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

/** A Premium user with `n` businesses, each with a metric, a meeting, an action item and an idea, plus a personal meeting. */
async function founderWith(n: number) {
  const user = await core.newUser({ isPremium: true });
  const api = await core.as(user);
  await api.post('/api/settings', { theme: 'dark', timeZone: 'Europe/London' });
  for (let i = 0; i < n; i++) {
    const { body: business } = await api.post('/api/businesses', { name: `Co ${i}` });
    await api.post('/api/business-metrics', {
      businessId: business.id,
      date: '2026-01-0' + ((i % 9) + 1),
      revenue: 1200.5,
      clients: 3,
    });
    await api.post('/api/meeting-notes', {
      businessId: business.id,
      title: `Pitch ${i}`,
      meetingDate: '2026-02-01T10:00:00.000Z',
    });
    await api.post('/api/action-items', { businessId: business.id, title: `Call ${i}` });
    await api.post('/api/growth-ideas', { businessId: business.id, title: `Idea ${i}` });
  }
  await api.post('/api/meeting-notes', {
    businessId: null,
    title: 'Mentor chat',
    meetingDate: '2026-03-01T09:00:00.000Z',
  });
  await api.post('/api/content-plans', {
    title: 'Launch reel',
    contentType: 'reel',
    scheduledDate: null,
    accountId: null,
    businessId: null,
  });
  await api.post('/api/notes', { title: 'Pricing thoughts', content: 'Try annual plans' });
  await api.post('/api/meeting-agenda-templates', {
    name: 'Board prep',
    defaultDuration: 30,
    agendaItems: [{ title: 'Numbers', timeAllocation: 30 }],
  });
  await api.post('/api/user-action-items', { title: 'Renew domain' });
  await api.put('/api/notification-preferences', { frequency: 'daily' });
  await core.db.notification.create({ data: { userId: user.userId, kind: 'team', title: 'Team news', body: '' } });
  await api.post('/api/journal', { date: '2026-03-02', content: 'Signed the first customer' });
  await core.db.cycleDay.create({
    data: { userId: user.userId, date: new Date('2026-03-01T00:00:00.000Z'), flow: 'medium' },
  });
  return { user, api };
}

it("exports the caller's settings, businesses with everything in them, and personal meetings — nobody else's", async () => {
  const { user, api } = await founderWith(2);
  await founderWith(1); // someone else
  const res = await api.get('/api/account/export');
  expect(res.status).toBe(200);
  expect(Object.keys(res.body)).toEqual([
    'settings',
    'businesses',
    'personalMeetingNotes',
    'contentPlans',
    'notes',
    'meetingAgendaTemplates',
    'actionItems',
    'notificationPreferences',
    'pushSubscriptions',
    'notifications',
    'broadcastsRead',
    'userLayout',
    'homeFavorites',
    'wellness',
    'weeklyTargets',
    'achievements',
    'wellnessGoals',
    'cycleDays',
    'journalEntries',
  ]);
  expect(res.body.settings).toMatchObject({ userId: user.userId, theme: 'dark', timeZone: 'Europe/London' });
  expect(res.body.businesses.map((b: { name: string }) => b.name)).toEqual(['Co 0', 'Co 1']);
  for (const business of res.body.businesses) {
    expect(business.userId).toBe(user.userId);
    expect(business.metrics).toEqual([expect.objectContaining({ revenue: '1200.5', clients: 3 })]);
    expect(business.meetingNotes).toHaveLength(1);
    expect(business.actionItems).toHaveLength(1);
    expect(business.growthIdeas).toHaveLength(1);
  }
  expect(res.body.personalMeetingNotes).toEqual([
    expect.objectContaining({ title: 'Mentor chat', businessId: null, userId: user.userId }),
  ]);
  expect(res.body.contentPlans).toEqual([
    expect.objectContaining({ title: 'Launch reel', contentType: 'reel', userId: user.userId }),
  ]);
  expect(res.body.notes).toEqual([
    expect.objectContaining({ title: 'Pricing thoughts', content: 'Try annual plans', userId: user.userId }),
  ]);
  expect(res.body.meetingAgendaTemplates).toContainEqual(
    expect.objectContaining({ name: 'Board prep', userId: user.userId }),
  );
  expect(res.body.meetingAgendaTemplates.every((t: { userId: string }) => t.userId === user.userId)).toBe(true);
  expect(res.body.actionItems).toEqual([expect.objectContaining({ title: 'Renew domain', userId: user.userId })]);
  expect(res.body.notificationPreferences).toMatchObject({ userId: user.userId, frequency: 'daily' });
  expect(res.body.notifications).toEqual([expect.objectContaining({ title: 'Team news', userId: user.userId })]);
  // The journal and the private cycle log are in their owner's export only (the other founder has both too).
  expect(res.body.journalEntries).toEqual([
    expect.objectContaining({ content: 'Signed the first customer', userId: user.userId }),
  ]);
  expect(res.body.cycleDays).toEqual([expect.objectContaining({ flow: 'medium', userId: user.userId })]);
});

it('costs one query per feature however much there is (no query per business)', async () => {
  const small = await founderWith(1);
  const large = await founderWith(8);
  const selects = async (api: typeof small.api) =>
    (await core.statementsOf(() => api.get('/api/account/export'))).filter((s) => /^\s*SELECT/i.test(s)).length;
  expect(await selects(small.api)).toBe(19);
  expect(await selects(large.api)).toBe(19);
});

it('a new account exports empty lists and null settings, still as JSON', async () => {
  const api = await core.as(await core.newUser());
  const res = await api.get('/api/account/export');
  expect(res.body).toEqual({
    settings: null,
    businesses: [],
    personalMeetingNotes: [],
    contentPlans: [],
    notes: [],
    meetingAgendaTemplates: [],
    actionItems: [],
    notificationPreferences: null,
    pushSubscriptions: [],
    notifications: [],
    broadcastsRead: [],
    userLayout: null,
    homeFavorites: null,
    wellness: [],
    weeklyTargets: [],
    achievements: [],
    wellnessGoals: null,
    cycleDays: [],
    journalEntries: [],
  });
});
