import {
  DEFAULT_MEETING_DURATION,
  PERSONAL_MEETING_OUTCOMES,
  PERSONAL_MEETING_TYPES,
  type MeetingNote,
} from '@fj/contracts';
import { setupCore } from './helpers';

// Personal meetings: the same /api/meeting-notes as business meetings (decision 1102). Without businessId the
// list holds all the caller's meetings; the personal types and outcomes are accepted; duration is 60 when left out.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

async function newOwner() {
  const user = await core.newUser();
  return { user, api: await core.as(user) };
}

describe('personal meetings on /api/meeting-notes', () => {
  it.each(
    PERSONAL_MEETING_TYPES.flatMap((type, i) => [
      [type, PERSONAL_MEETING_OUTCOMES[i % PERSONAL_MEETING_OUTCOMES.length]],
    ]),
  )('creates a %s meeting with outcome %s and no business', async (meetingType, outcome) => {
    const { api } = await newOwner();
    const res = await api.post('/api/meeting-notes', {
      title: 'Sync',
      meetingDate: '2025-05-01T09:00:00.000Z',
      meetingType,
      outcome,
      businessId: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ businessId: null, meetingType, outcome });
  });

  it('lasts 60 minutes when the duration is left out, none when it is null; the follow-up date is optional', async () => {
    const { api } = await newOwner();
    const base = {
      title: 'Investor call',
      meetingDate: '2025-05-01T09:00:00Z',
      meetingType: 'investor',
      outcome: 'neutral',
    };
    expect((await api.post('/api/meeting-notes', base)).body).toMatchObject({
      duration: DEFAULT_MEETING_DURATION,
      followUpDate: null,
    });
    expect((await api.post('/api/meeting-notes', { ...base, duration: null })).body.duration).toBeNull();
    expect(
      (await api.post('/api/meeting-notes', { ...base, duration: 15, followUpDate: '2025-05-08' })).body,
    ).toMatchObject({ duration: 15, followUpDate: '2025-05-08T00:00:00.000Z' });
  });

  it('a duration that is not a number is refused with a reason (the form sends 60 instead)', async () => {
    const { user, api } = await newOwner();
    const res = await api.post('/api/meeting-notes', {
      title: 'x',
      meetingDate: '2025-05-01T09:00:00Z',
      duration: 'an hour',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('duration: Duration must be a number of minutes');
    expect(await core.db.meetingNote.count({ where: { userId: user.userId } })).toBe(0);
  });

  it("lists all the caller's meetings without businessId — personal and business, newest first — in one statement", async () => {
    const { api } = await newOwner();
    const businessId = (await api.post('/api/businesses', { name: 'Shop' })).body.id;
    await api.post('/api/meeting-notes', {
      title: 'personal, older',
      meetingDate: '2025-01-01T09:00:00Z',
      meetingType: 'vendor',
    });
    await api.post('/api/meeting-notes', {
      title: 'for the shop, from the personal screen',
      meetingDate: '2025-03-01T09:00:00Z',
      meetingType: 'investor',
      outcome: 'needs_follow_up',
      businessId,
    });
    await api.post('/api/meeting-notes', {
      title: 'business meeting',
      meetingDate: '2025-02-01T09:00:00Z',
      meetingType: 'sales',
      outcome: 'follow-up',
      businessId,
    });
    const { api: other } = await newOwner();
    await other.post('/api/meeting-notes', { title: 'not mine', meetingDate: '2025-02-15T09:00:00Z' });

    let all: MeetingNote[] = [];
    const statements = await core.statementsOf(async () => {
      all = (await api.get('/api/meeting-notes')).body;
    });
    expect(all.map((m) => m.title)).toEqual([
      'for the shop, from the personal screen',
      'business meeting',
      'personal, older',
    ]);
    expect(statements).toHaveLength(1);
    // The business screen sees the shop's two, whichever screen created them.
    expect(
      (await api.get(`/api/meeting-notes?businessId=${businessId}`)).body.map((m: MeetingNote) => m.title),
    ).toEqual(['for the shop, from the personal screen', 'business meeting']);
  });

  it("another user's personal meeting cannot be edited or deleted (404)", async () => {
    const { api } = await newOwner();
    const meeting = (
      await api.post('/api/meeting-notes', {
        title: 'Private',
        meetingDate: '2025-05-01T09:00:00Z',
        meetingType: 'team',
        outcome: 'neutral',
      })
    ).body;
    const { api: intruder } = await newOwner();
    expect(
      (await intruder.put(`/api/meeting-notes/${meeting.id}`, { title: 'Mine', meetingDate: '2025-05-01T09:00:00Z' }))
        .status,
    ).toBe(404);
    expect((await intruder.delete(`/api/meeting-notes/${meeting.id}`)).status).toBe(404);
    expect((await intruder.get('/api/meeting-notes')).body).toEqual([]);
    expect(await core.db.meetingNote.findUniqueOrThrow({ where: { id: meeting.id } })).toMatchObject({
      title: 'Private',
    });
  });
});
