import { setupCommunity } from './team-helpers';

let community: Awaited<ReturnType<typeof setupCommunity>>;
beforeAll(async () => {
  community = await setupCommunity({ pool: 10 });
});
afterAll(() => community.close());

const goals = (teamId: string) => `/api/teams/${teamId}/goals`;

describe('team goals', () => {
  it('the owner or an admin creates a goal; every member reads it with its creator', async () => {
    const { team, admin, member } = await community.teamWithRoles();
    const res = await admin.post(goals(team.id), {
      title: '  Close 10 deals ',
      targetValue: 10,
      dueDate: '2026-03-31',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      title: 'Close 10 deals',
      targetValue: 10,
      currentValue: 0,
      dueDate: '2026-03-31',
      completedAt: null,
      createdBy: { userId: admin.user.userId, name: 'Ada' },
      createdAt: expect.any(String),
    });
    expect((await member.get(goals(team.id))).body).toEqual([res.body]);
  });

  it.each([
    ['no title', { targetValue: 3 }, 'title: Please enter a title for the goal'],
    ['a target of 0', { title: 'x', targetValue: 0 }, 'targetValue: The target must be a whole number of at least 1'],
    [
      'a fractional target',
      { title: 'x', targetValue: 2.5 },
      'targetValue: The target must be a whole number of at least 1',
    ],
    [
      'a negative start',
      { title: 'x', targetValue: 2, currentValue: -1 },
      'currentValue: Progress must be a whole number of 0 or more',
    ],
    ['a huge target', { title: 'x', targetValue: 1e12 }, 'targetValue: That number is too large'],
    [
      'an impossible date',
      { title: 'x', targetValue: 2, dueDate: '2026-02-30' },
      'dueDate: Use a real date in the format yyyy-MM-dd',
    ],
  ])('refuses %s with a 400 that says why', async (_label, body, message) => {
    const { team, owner } = await community.newTeam();
    const res = await owner.post(goals(team.id), body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await community.db.teamGoal.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('any member updates progress and completes; completing stamps completedAt once, reopening clears it', async () => {
    const { team, owner, member } = await community.teamWithRoles();
    const goal = (await owner.post(goals(team.id), { title: 'Publish 4 posts', targetValue: 4 })).body;
    const progressed = await member.patch(`${goals(team.id)}/${goal.id}`, { currentValue: 3 });
    expect(progressed.status).toBe(200);
    expect(progressed.body).toMatchObject({ currentValue: 3, completedAt: null });
    const added = await member.patch(`${goals(team.id)}/${goal.id}`, { increment: 2 });
    expect(added.body.currentValue).toBe(5);
    const done = await member.patch(`${goals(team.id)}/${goal.id}`, { completed: true });
    expect(done.body.completedAt).toEqual(expect.any(String));
    const again = await owner.patch(`${goals(team.id)}/${goal.id}`, { completed: true });
    expect(again.body.completedAt).toBe(done.body.completedAt);
    const reopened = await member.patch(`${goals(team.id)}/${goal.id}`, { completed: false, increment: -10 });
    expect(reopened.body).toMatchObject({ completedAt: null, currentValue: 0 });
  });

  it('members cannot edit title, target or due date (403, nothing changes); the owner and admins can', async () => {
    const { team, admin, member } = await community.teamWithRoles();
    const goal = (await admin.post(goals(team.id), { title: 'Hire', targetValue: 2, dueDate: '2026-05-01' })).body;
    const refused = await member.patch(`${goals(team.id)}/${goal.id}`, { currentValue: 1, title: 'Hire 5' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Members can update progress and complete goals; the owner or an admin edits them',
    );
    expect((await community.db.teamGoal.findUniqueOrThrow({ where: { id: goal.id } })).currentValue).toBe(0);
    const edited = await admin.patch(`${goals(team.id)}/${goal.id}`, {
      title: 'Hire 3',
      targetValue: 3,
      dueDate: null,
    });
    expect(edited.body).toMatchObject({ title: 'Hire 3', targetValue: 3, dueDate: null });
  });

  it('counts every increment when several members add at once (the goal row is locked)', async () => {
    const { team, owner } = await community.newTeam({ name: 'Busy', maxMembers: 20 });
    const members = await Promise.all(Array.from({ length: 8 }, () => community.actAsNew()));
    for (const m of members) await m.post('/api/teams/join', { inviteCode: team.inviteCode });
    const goal = (await owner.post(goals(team.id), { title: 'Calls', targetValue: 100 })).body;
    const results = await Promise.all(members.map((m) => m.patch(`${goals(team.id)}/${goal.id}`, { increment: 3 })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await community.db.teamGoal.findUniqueOrThrow({ where: { id: goal.id } })).currentValue).toBe(24);
  });

  it('refuses both currentValue and increment, and an empty change', async () => {
    const { team, owner } = await community.newTeam();
    const goal = (await owner.post(goals(team.id), { title: 'x', targetValue: 2 })).body;
    expect((await owner.patch(`${goals(team.id)}/${goal.id}`, { currentValue: 1, increment: 1 })).body.message).toBe(
      'Send either currentValue or increment, not both',
    );
    expect((await owner.patch(`${goals(team.id)}/${goal.id}`, {})).body.message).toBe('Nothing to change');
  });

  it('lists open goals first (soonest due, undated last), then completed ones (latest first), in one statement', async () => {
    const { team, owner } = await community.newTeam();
    const make = async (title: string, dueDate?: string) =>
      (await owner.post(goals(team.id), { title, targetValue: 1, dueDate })).body.id as string;
    await make('Undated');
    await make('Later', '2026-09-01');
    await make('Sooner', '2026-02-01');
    const doneFirst = await make('Done first', '2026-01-01');
    const doneLast = await make('Done last');
    await community.db.teamGoal.update({
      where: { id: doneFirst },
      data: { completedAt: new Date('2025-01-01T00:00:00Z') },
    });
    await community.db.teamGoal.update({
      where: { id: doneLast },
      data: { completedAt: new Date('2025-06-01T00:00:00Z') },
    });
    const titles = (await owner.get(goals(team.id))).body.map((g: { title: string }) => g.title);
    expect(titles).toEqual(['Sooner', 'Later', 'Undated', 'Done last', 'Done first']);

    const before = await community.statementsOf(() => owner.get(goals(team.id)).expect(200));
    await community.db.teamGoal.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        teamId: team.id,
        title: `g${i}`,
        targetValue: 5,
        createdBy: owner.user.userId,
      })),
    });
    const after = await community.statementsOf(() => owner.get(goals(team.id)).expect(200));
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
  });

  it('the owner or an admin deletes a goal', async () => {
    const { team, owner, admin } = await community.teamWithRoles();
    const goal = (await owner.post(goals(team.id), { title: 'Temp', targetValue: 1 })).body;
    expect((await admin.delete(`${goals(team.id)}/${goal.id}`)).status).toBe(204);
    expect((await owner.get(goals(team.id))).body).toEqual([]);
    expect((await admin.delete(`${goals(team.id)}/${goal.id}`)).status).toBe(404);
  });
});
