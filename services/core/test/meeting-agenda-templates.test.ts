import {
  AGENDA_ITEMS_REQUIRED,
  TEMPLATE_NAME_REQUIRED,
  agendaOverDurationMessage,
  type MeetingAgendaTemplate,
} from '@fj/contracts';
import { setupCore } from './helpers';

// Agenda templates: the three defaults are created by the server, once per user, on the first read —
// also when several first reads race; custom templates are created, edited and deleted; the agenda fits the meeting.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

async function newOwner() {
  const user = await core.newUser({ isPremium: true });
  return { user, api: await core.as(user) };
}

const DEFAULTS = [
  { name: 'Weekly Team Standup', templateType: 'team', defaultDuration: 30, minutes: [5, 15, 5, 5] },
  { name: 'Client Strategy Session', templateType: 'client', defaultDuration: 60, minutes: [15, 20, 15, 10] },
  { name: 'Investor Update', templateType: 'investor', defaultDuration: 45, minutes: [10, 15, 10, 10] },
];
const summary = (t: MeetingAgendaTemplate) => ({
  name: t.name,
  templateType: t.templateType,
  defaultDuration: t.defaultDuration,
  minutes: t.agendaItems.map((i) => i.timeAllocation),
});

const agenda = (...minutes: number[]) => minutes.map((m, i) => ({ title: `Item ${i + 1}`, timeAllocation: m }));

describe('GET /api/meeting-agenda-templates', () => {
  it('creates the three defaults on the first read, in their fixed order, and never again', async () => {
    const { user, api } = await newOwner();
    const first = await api.get('/api/meeting-agenda-templates');
    expect(first.status).toBe(200);
    expect(first.body.map(summary)).toEqual(DEFAULTS);
    expect(first.body[0]).toMatchObject({ businessId: null, isPublic: false, description: expect.any(String) });
    const second = await api.get('/api/meeting-agenda-templates');
    expect(second.body).toEqual(first.body);
    expect(await core.db.meetingAgendaTemplate.count({ where: { userId: user.userId } })).toBe(3);
  });

  it('five parallel first reads create the defaults once, and each answers all three', async () => {
    const { user, api } = await newOwner();
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.get('/api/meeting-agenda-templates')));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.map(summary)).toEqual(DEFAULTS);
    }
    expect(await core.db.meetingAgendaTemplate.count({ where: { userId: user.userId } })).toBe(3);
  });

  it('a default the user deleted stays deleted', async () => {
    const { user, api } = await newOwner();
    const [standup] = (await api.get('/api/meeting-agenda-templates')).body;
    expect((await api.delete(`/api/meeting-agenda-templates/${standup.id}`)).status).toBe(204);
    expect((await api.get('/api/meeting-agenda-templates')).body.map((t: MeetingAgendaTemplate) => t.name)).toEqual([
      'Client Strategy Session',
      'Investor Update',
    ]);
    expect(await core.db.meetingAgendaTemplate.count({ where: { userId: user.userId } })).toBe(2);
  });

  it("with a businessId: that business's templates and the general ones; someone else's business is a 404", async () => {
    const { api } = await newOwner();
    const shop = (await api.post('/api/businesses', { name: 'Shop' })).body.id;
    const studio = (await api.post('/api/businesses', { name: 'Studio' })).body.id;
    await api.post('/api/meeting-agenda-templates', {
      name: 'Shop sync',
      defaultDuration: 20,
      agendaItems: agenda(10),
      businessId: shop,
    });
    await api.post('/api/meeting-agenda-templates', {
      name: 'Studio sync',
      defaultDuration: 20,
      agendaItems: agenda(10),
      businessId: studio,
    });
    const forShop = await api.get(`/api/meeting-agenda-templates?businessId=${shop}`);
    expect(forShop.body.map((t: MeetingAgendaTemplate) => t.name)).toEqual([
      'Shop sync',
      ...DEFAULTS.map((d) => d.name),
    ]);
    expect((await api.get('/api/meeting-agenda-templates')).body).toHaveLength(5);

    const { api: other } = await newOwner();
    for (const businessId of [shop, 'not-an-id']) {
      const res = await other.get(`/api/meeting-agenda-templates?businessId=${businessId}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Business not found');
    }
  });

  it('reads in two statements once seeded (the no-op seed claim and the list)', async () => {
    const { api } = await newOwner();
    await api.get('/api/meeting-agenda-templates');
    for (let i = 0; i < 10; i++)
      await api.post('/api/meeting-agenda-templates', {
        name: `Custom ${i}`,
        defaultDuration: 30,
        agendaItems: agenda(10, 10),
      });
    const statements = await core.statementsOf(() => api.get('/api/meeting-agenda-templates').expect(200));
    expect(statements).toHaveLength(2);
  });
});

describe('POST, PUT and DELETE /api/meeting-agenda-templates', () => {
  it('creates a custom template (private, listed before the defaults), edits it and deletes it', async () => {
    const { api } = await newOwner();
    const created = await api.post('/api/meeting-agenda-templates', {
      name: '  Vendor review ',
      description: 'Quarterly',
      templateType: 'vendor',
      defaultDuration: 40,
      isPublic: false,
      agendaItems: [
        { title: ' Contract terms ', timeAllocation: 25 },
        { title: 'Quality', timeAllocation: 15 },
      ],
      businessId: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      businessId: null,
      name: 'Vendor review',
      description: 'Quarterly',
      templateType: 'vendor',
      defaultDuration: 40,
      agendaItems: [
        { title: 'Contract terms', timeAllocation: 25 },
        { title: 'Quality', timeAllocation: 15 },
      ],
      isPublic: false,
      createdAt: expect.any(String),
    });
    expect((await api.get('/api/meeting-agenda-templates')).body[0].name).toBe('Vendor review');

    const edited = await api.put(`/api/meeting-agenda-templates/${created.body.id}`, {
      name: 'Vendor review v2',
      defaultDuration: 30,
      agendaItems: agenda(20, 10),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Vendor review v2',
      description: null,
      templateType: 'team',
      defaultDuration: 30,
      agendaItems: agenda(20, 10),
    });
    expect((await api.delete(`/api/meeting-agenda-templates/${created.body.id}`)).status).toBe(204);
    expect((await api.get('/api/meeting-agenda-templates')).body).toHaveLength(3);
  });

  it.each([
    [
      'agenda minutes over the duration',
      { name: 'Long', defaultDuration: 30, agendaItems: agenda(20, 15) },
      agendaOverDurationMessage(35, 30),
    ],
    ['no agenda items', { name: 'Empty', defaultDuration: 30, agendaItems: [] }, AGENDA_ITEMS_REQUIRED],
    ['a blank name', { name: ' ', defaultDuration: 30, agendaItems: agenda(10) }, TEMPLATE_NAME_REQUIRED],
    ['a 0-minute item', { name: 'x', defaultDuration: 30, agendaItems: agenda(0) }, 'at least 1 minute'],
    ['fractional minutes', { name: 'x', defaultDuration: 30, agendaItems: agenda(2.5) }, 'whole number'],
    ['no duration', { name: 'x', agendaItems: agenda(5) }, 'Duration must be a number of minutes'],
    [
      'an unknown type',
      { name: 'x', defaultDuration: 30, agendaItems: agenda(5), templateType: 'party' },
      'Meeting type must be one of',
    ],
    [
      'a public template',
      { name: 'x', defaultDuration: 30, agendaItems: agenda(5), isPublic: true },
      'Templates are private',
    ],
    [
      '31 agenda items',
      { name: 'x', defaultDuration: 300, agendaItems: agenda(...Array(31).fill(1)) },
      'at most 30 agenda items',
    ],
  ])('refuses %s (400 with the reason, nothing written)', async (_label, body, message) => {
    const { user, api } = await newOwner();
    const res = await api.post('/api/meeting-agenda-templates', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await core.db.meetingAgendaTemplate.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('an edit that makes the agenda too long is refused and changes nothing', async () => {
    const { api } = await newOwner();
    const created = (
      await api.post('/api/meeting-agenda-templates', { name: 'Fits', defaultDuration: 30, agendaItems: agenda(30) })
    ).body;
    const res = await api.put(`/api/meeting-agenda-templates/${created.id}`, {
      name: 'Fits',
      defaultDuration: 25,
      agendaItems: agenda(30),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`agendaItems: ${agendaOverDurationMessage(30, 25)}`);
    expect(await core.db.meetingAgendaTemplate.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      defaultDuration: 30,
    });
  });

  it("another user's template or business is a 404 that changes nothing", async () => {
    const owner = await newOwner();
    const businessId = (await owner.api.post('/api/businesses', { name: 'Mine' })).body.id;
    const template = (
      await owner.api.post('/api/meeting-agenda-templates', {
        name: 'Private',
        defaultDuration: 30,
        agendaItems: agenda(10),
        businessId,
      })
    ).body;
    const { user: intruderUser, api: intruder } = await newOwner();
    const body = { name: 'Stolen', defaultDuration: 30, agendaItems: agenda(10) };
    for (const [res, message] of [
      [await intruder.post('/api/meeting-agenda-templates', { ...body, businessId }), 'Business not found'],
      [await intruder.put(`/api/meeting-agenda-templates/${template.id}`, body), 'Template not found'],
      [await intruder.delete(`/api/meeting-agenda-templates/${template.id}`), 'Template not found'],
      [await intruder.put('/api/meeting-agenda-templates/12', body), 'Template not found'],
    ] as const) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(message);
    }
    expect(await core.db.meetingAgendaTemplate.findUniqueOrThrow({ where: { id: template.id } })).toMatchObject({
      name: 'Private',
    });
    expect(await core.db.meetingAgendaTemplate.count({ where: { userId: intruderUser.userId } })).toBe(0);
  });
});
