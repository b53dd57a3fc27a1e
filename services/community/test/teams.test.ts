import { INVITE_CODE_ALPHABET, TEAM_NAME_REQUIRED } from '@fj/contracts';
import { setupCommunity } from './team-helpers';
import { generateInviteCode, inviteCodes } from '../src/teams/invite-code';

let community: Awaited<ReturnType<typeof setupCommunity>>;
beforeAll(async () => {
  community = await setupCommunity();
});
afterAll(() => community.close());

const CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`);

describe('POST /api/teams', () => {
  it('creates a team owned by the caller with defaults: private, 10 members, a fresh invite code', async () => {
    const owner = await community.actAsNew();
    const res = await owner.post('/api/teams', { name: '  Launch Crew  ', description: '   ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Launch Crew',
      description: null,
      isPublic: false,
      maxMembers: 10,
      memberCount: 1,
      inviteCode: expect.stringMatching(CODE),
      userRole: 'owner',
      createdAt: expect.any(String),
    });
    const row = await community.db.team.findUniqueOrThrow({ where: { id: res.body.id }, include: { members: true } });
    expect(row).toMatchObject({ ownerId: owner.user.userId, inviteCode: res.body.inviteCode });
    expect(row.members).toEqual([expect.objectContaining({ userId: owner.user.userId, role: 'owner' })]);
  });

  it('keeps a description, the public flag and a max between 2 and 50', async () => {
    const owner = await community.actAsNew();
    for (const maxMembers of [2, 50]) {
      const res = await owner.post('/api/teams', {
        name: 'Edge',
        description: ' Weekly accountability ',
        isPublic: true,
        maxMembers,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ description: 'Weekly accountability', isPublic: true, maxMembers });
    }
  });

  it.each([
    ['a blank name', { name: '   ' }, TEAM_NAME_REQUIRED],
    ['no name', {}, TEAM_NAME_REQUIRED],
    ['an 81-character name', { name: 'x'.repeat(81) }, 'name: Team name is at most 80 characters'],
    [
      'a 501-character description',
      { name: 'Ok', description: 'x'.repeat(501) },
      'description: Description is at most 500 characters',
    ],
    ['1 max member', { name: 'Ok', maxMembers: 1 }, 'maxMembers: Max members must be a whole number from 2 to 50'],
    ['51 max members', { name: 'Ok', maxMembers: 51 }, 'maxMembers: Max members must be a whole number from 2 to 50'],
    ['2.5 max members', { name: 'Ok', maxMembers: 2.5 }, 'maxMembers: Max members must be a whole number from 2 to 50'],
    [
      'max members as text',
      { name: 'Ok', maxMembers: '10' },
      'maxMembers: Max members must be a whole number from 2 to 50',
    ],
    ['an owner in the body', { name: 'Ok', ownerId: 'someone-else' }, 'ownerId'],
  ])('refuses %s with a readable 400 and writes nothing', async (_label, body, message) => {
    const owner = await community.actAsNew();
    const res = await owner.post('/api/teams', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await community.db.team.count({ where: { ownerId: owner.user.userId } })).toBe(0);
  });

  it('retries with another code when a generated code is already taken', async () => {
    const { team } = await community.newTeam();
    const next = jest
      .spyOn(inviteCodes, 'next')
      .mockReturnValueOnce(team.inviteCode)
      .mockReturnValueOnce(team.inviteCode);
    try {
      const res = await (await community.actAsNew()).post('/api/teams', { name: 'Second' });
      expect(res.status).toBe(201);
      expect(res.body.inviteCode).not.toBe(team.inviteCode);
      expect(res.body.inviteCode).toMatch(CODE);
      expect(next).toHaveBeenCalledTimes(3);
    } finally {
      next.mockRestore();
    }
  });
});

describe('invite codes', () => {
  it('are 8 characters of the unambiguous alphabet, spread over all of it', () => {
    const codes = Array.from({ length: 2000 }, generateInviteCode);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect([...seen].sort().join('')).toBe([...INVITE_CODE_ALPHABET].sort().join(''));
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('rotate: the owner or an admin gets a new code and the old one stops working', async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    const rotated = await owner.post(`/api/teams/${team.id}/invite-code`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.inviteCode).toMatch(CODE);
    expect(rotated.body.inviteCode).not.toBe(team.inviteCode);
    const byAdmin = await admin.post(`/api/teams/${team.id}/invite-code`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.inviteCode).not.toBe(rotated.body.inviteCode);
    expect(byAdmin.body.userRole).toBe('admin');

    const newcomer = await community.actAsNew();
    expect((await newcomer.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(404);
    expect((await newcomer.post('/api/teams/join', { inviteCode: rotated.body.inviteCode })).status).toBe(404);
    expect((await newcomer.post('/api/teams/join', { inviteCode: byAdmin.body.inviteCode })).status).toBe(201);

    const byMember = await member.post(`/api/teams/${team.id}/invite-code`);
    expect(byMember.status).toBe(403);
    expect((await community.db.team.findUniqueOrThrow({ where: { id: team.id } })).inviteCode).toBe(
      byAdmin.body.inviteCode,
    );
  });
});

describe('GET /api/teams', () => {
  it("lists the caller's teams with member count and role; the invite code only for the owner and admins", async () => {
    const { team, owner, admin, member, outsider } = await community.teamWithRoles();
    const row = (res: { body: Array<{ id: string }> }) => res.body.find((t) => t.id === team.id);
    expect(row(await owner.get('/api/teams'))).toMatchObject({
      userRole: 'owner',
      memberCount: 3,
      maxMembers: 10,
      inviteCode: team.inviteCode,
    });
    expect(row(await admin.get('/api/teams'))).toMatchObject({
      userRole: 'admin',
      memberCount: 3,
      inviteCode: team.inviteCode,
    });
    const asMember = row(await member.get('/api/teams'));
    expect(asMember).toMatchObject({ userRole: 'member', memberCount: 3, inviteCode: null });
    expect(JSON.stringify(await member.get('/api/teams').then((r) => r.body))).not.toContain(team.inviteCode);
    expect((await outsider.get('/api/teams')).body).toEqual([]);
  });

  it('orders the most recently joined first and is one SQL statement however many teams and members', async () => {
    const me = await community.actAsNew();
    const names = ['First', 'Second', 'Third'];
    for (const name of names) {
      const { team } = await community.newTeam({ name, maxMembers: 50 });
      expect((await me.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    }
    expect((await me.get('/api/teams')).body.map((t: { name: string }) => t.name)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const before = await community.statementsOf(() => me.get('/api/teams').expect(200));
    expect(before).toHaveLength(1);

    // 20 more teams, each with 10 more members.
    const others = await Promise.all(Array.from({ length: 10 }, () => community.newUser()));
    for (let i = 0; i < 20; i++) {
      const { team } = await community.newTeam({ name: `Team ${i}`, maxMembers: 50 });
      await community.db.teamMember.createMany({
        data: [me.user, ...others].map((u) => ({ teamId: team.id, userId: u.userId })),
      });
    }
    const after = await community.statementsOf(async () => {
      const res = await me.get('/api/teams').expect(200);
      expect(res.body).toHaveLength(23);
      expect(res.body.find((t: { name: string }) => t.name === 'Team 3').memberCount).toBe(12);
    });
    expect(after).toHaveLength(1);
  });
});

describe('GET /api/teams/:id', () => {
  it('answers the team with its members: names from their accounts, owner first, then admins, then members', async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    const nameless = await community.actAsNew({ firstName: '' });
    await community.db.user.update({ where: { id: admin.user.userId }, data: { lastName: 'Lovelace' } });
    expect((await nameless.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
    const res = await member.get(`/api/teams/${team.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: team.id,
      name: 'Roles',
      userRole: 'member',
      memberCount: 4,
      inviteCode: null,
      ownerId: owner.user.userId,
    });
    expect(res.body.members).toEqual([
      { userId: owner.user.userId, name: 'Olive', profileImageUrl: null, role: 'owner', joinedAt: expect.any(String) },
      {
        userId: admin.user.userId,
        name: 'Ada Lovelace',
        profileImageUrl: null,
        role: 'admin',
        joinedAt: expect.any(String),
      },
      { userId: member.user.userId, name: 'Max', profileImageUrl: null, role: 'member', joinedAt: expect.any(String) },
      { userId: nameless.user.userId, name: null, profileImageUrl: null, role: 'member', joinedAt: expect.any(String) },
    ]);
    // Members' e-mail addresses never reach the team.
    expect(JSON.stringify(res.body)).not.toContain('@example.com');
    expect((await owner.get(`/api/teams/${team.id}`)).body.inviteCode).toBe(team.inviteCode);
  });

  it('answers 404 to a non-member, and for unknown or malformed ids', async () => {
    const { team, outsider } = await community.teamWithRoles();
    for (const id of [team.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "x' OR 1=1 --"]) {
      const res = await outsider.get(`/api/teams/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ traceId: expect.any(String), message: 'Team not found' });
    }
  });

  it('is one SQL statement with 2 members or 50 (no query per member)', async () => {
    const { team, owner } = await community.newTeam({ name: 'Big', maxMembers: 50 });
    const count = async () =>
      (await community.statementsOf(() => owner.get(`/api/teams/${team.id}`).expect(200))).length;
    const small = await count();
    const users = await Promise.all(Array.from({ length: 49 }, (_, i) => community.newUser({ firstName: `M${i}` })));
    await community.db.teamMember.createMany({ data: users.map((u) => ({ teamId: team.id, userId: u.userId })) });
    expect(small).toBe(1);
    expect(await count()).toBe(1);
    expect((await owner.get(`/api/teams/${team.id}`)).body.members).toHaveLength(50);
  });
});

describe('PATCH /api/teams/:id', () => {
  it('lets the owner and admins rename, describe, publish and resize; members get 403 and change nothing', async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    const byOwner = await owner.patch(`/api/teams/${team.id}`, {
      name: ' Renamed ',
      description: 'Ship weekly',
      isPublic: true,
    });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({
      name: 'Renamed',
      description: 'Ship weekly',
      isPublic: true,
      maxMembers: 10,
      memberCount: 3,
      userRole: 'owner',
    });
    const byAdmin = await admin.patch(`/api/teams/${team.id}`, { maxMembers: 3, description: null });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({
      name: 'Renamed',
      description: null,
      maxMembers: 3,
      userRole: 'admin',
      inviteCode: team.inviteCode,
    });
    const byMember = await member.patch(`/api/teams/${team.id}`, { name: 'Mine now' });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only the team owner or an admin can do that');
    expect((await community.db.team.findUniqueOrThrow({ where: { id: team.id } })).name).toBe('Renamed');
  });

  it('refuses a max below the current member count (409) and an empty change (400)', async () => {
    const { team, owner } = await community.teamWithRoles();
    const res = await owner.patch(`/api/teams/${team.id}`, { maxMembers: 2, name: 'Smaller' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This team has 3 members: max members cannot be lower than that. Remove members first.',
    );
    expect(await community.db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      maxMembers: 10,
      name: 'Roles',
    });
    const empty = await owner.patch(`/api/teams/${team.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Nothing to change/);
  });
});

describe('DELETE /api/teams/:id', () => {
  it('is for the owner only: members and goals go with the team', async () => {
    const { team, owner, admin, member, outsider } = await community.teamWithRoles();
    expect((await owner.post(`/api/teams/${team.id}/goals`, { title: 'Ship', targetValue: 3 })).status).toBe(201);
    expect((await admin.delete(`/api/teams/${team.id}`)).status).toBe(403);
    expect((await member.delete(`/api/teams/${team.id}`)).status).toBe(403);
    expect((await outsider.delete(`/api/teams/${team.id}`)).status).toBe(404);
    expect(await community.db.team.count({ where: { id: team.id } })).toBe(1);
    expect((await owner.delete(`/api/teams/${team.id}`)).status).toBe(204);
    expect(await community.db.team.count({ where: { id: team.id } })).toBe(0);
    expect(await community.db.teamMember.count({ where: { teamId: team.id } })).toBe(0);
    expect(await community.db.teamGoal.count({ where: { teamId: team.id } })).toBe(0);
    expect((await member.get('/api/teams')).body.find((t: { id: string }) => t.id === team.id)).toBeUndefined();
  });
});
