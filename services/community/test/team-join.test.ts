import { setupCommunity } from './team-helpers';

let community: Awaited<ReturnType<typeof setupCommunity>>;
beforeAll(async () => {
  // Room for 20 joins in flight at once.
  community = await setupCommunity({ pool: 12 });
});
afterAll(() => community.close());

describe('POST /api/teams/join', () => {
  it('joins as a member, whatever the case and spacing of the typed code', async () => {
    const { team } = await community.newTeam();
    const joiner = await community.actAsNew();
    const typed = `${team.inviteCode.slice(0, 4).toLowerCase()}-${team.inviteCode.slice(4).toLowerCase()} `;
    const res = await joiner.post('/api/teams/join', { inviteCode: ` ${typed}` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: team.id, userRole: 'member', memberCount: 2, inviteCode: null });
    expect(
      await community.db.teamMember.findUniqueOrThrow({
        where: { teamId_userId: { teamId: team.id, userId: joiner.user.userId } },
      }),
    ).toMatchObject({ role: 'member' });
  });

  it('answers an unknown code 404, a second join 409 and a full team 409, with the product words, and adds no one', async () => {
    const { team, owner } = await community.newTeam({ name: 'Pair', maxMembers: 2 });
    const first = await community.actAsNew();
    const second = await community.actAsNew();

    const unknown = await first.post('/api/teams/join', { inviteCode: 'ZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ traceId: expect.any(String), message: 'No team found for that invite code' });

    expect((await first.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    const again = await first.post('/api/teams/join', { inviteCode: team.inviteCode });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ traceId: expect.any(String), message: 'You are already a member of this team' });
    const ownerAgain = await owner.post('/api/teams/join', { inviteCode: team.inviteCode });
    expect(ownerAgain.status).toBe(409);

    const full = await second.post('/api/teams/join', { inviteCode: team.inviteCode });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ traceId: expect.any(String), message: 'This team is full' });
    expect(await community.db.teamMember.count({ where: { teamId: team.id } })).toBe(2);
  });

  it.each([
    ['no code', {}, 'Please enter an invite code'],
    ['a blank code', { inviteCode: '  -  ' }, 'Please enter an invite code'],
    ['a code of 7 characters', { inviteCode: 'ABCDEFG' }, 'An invite code is 8 letters and digits, e.g. K7MQ2XHP'],
    ['symbols', { inviteCode: 'ABCD$FGH' }, 'An invite code is 8 letters and digits, e.g. K7MQ2XHP'],
    ['a number', { inviteCode: 12345678 }, 'Please enter an invite code'],
  ])('refuses %s with a 400 that says why', async (_label, body, message) => {
    const joiner = await community.actAsNew();
    const res = await joiner.post('/api/teams/join', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`inviteCode: ${message}`);
  });

  it('fills exactly the free places when 20 people join at once (the team row is locked)', async () => {
    const { team } = await community.newTeam({ name: 'Last places', maxMembers: 4 }); // owner + 3 free places
    const joiners = await Promise.all(Array.from({ length: 20 }, () => community.actAsNew()));
    const results = await Promise.all(joiners.map((j) => j.post('/api/teams/join', { inviteCode: team.inviteCode })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'This team is full')).toBe(true);
    expect(await community.db.teamMember.count({ where: { teamId: team.id } })).toBe(4);
  });

  it('lets one person try 20 wrong codes an hour, then answers 429 with Retry-After, even for a right code', async () => {
    const { team } = await community.newTeam({ name: 'Guarded' });
    const guesser = await community.actAsNew();
    for (let i = 0; i < 20; i++) {
      const res = await guesser.post('/api/teams/join', {
        inviteCode: `WRONG${String(i).padStart(3, '2')}`.replace(/[01]/g, '2'),
      });
      expect(res.status).toBe(404);
    }
    const blocked = await guesser.post('/api/teams/join', { inviteCode: team.inviteCode });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(blocked.body.message).toBe(
      'You have tried too many invite codes in the last hour. Please try again in 60 minutes.',
    );
    expect(await community.db.teamMember.count({ where: { teamId: team.id } })).toBe(1);
    // Someone else is not affected.
    expect((await (await community.actAsNew()).post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(
      201,
    );
  });

  it('counts only failures: successful joins give their attempt back', async () => {
    const joiner = await community.actAsNew();
    for (let i = 0; i < 19; i++)
      expect((await joiner.post('/api/teams/join', { inviteCode: 'ZZZZZZZZ' })).status).toBe(404);
    for (let i = 0; i < 3; i++) {
      const { team } = await community.newTeam({ name: `Open ${i}` });
      expect((await joiner.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    }
    expect((await joiner.post('/api/teams/join', { inviteCode: 'ZZZZZZZZ' })).status).toBe(404);
    expect((await joiner.post('/api/teams/join', { inviteCode: 'ZZZZZZZZ' })).status).toBe(429);
  });
});
