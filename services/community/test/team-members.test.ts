import { setupCommunity } from './team-helpers';

let community: Awaited<ReturnType<typeof setupCommunity>>;
beforeAll(async () => {
  community = await setupCommunity();
});
afterAll(() => community.close());

const roleOf = async (teamId: string, userId: string) =>
  (await community.db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } }))?.role ?? null;
const ownerOf = async (teamId: string) =>
  (await community.db.team.findUnique({ where: { id: teamId } }))?.ownerId ?? null;

describe('PUT /api/teams/:id/members/:userId', () => {
  it('promotes and demotes, answering the member with their name', async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    const promoted = await admin.put(`/api/teams/${team.id}/members/${member.user.userId}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({
      userId: member.user.userId,
      name: 'Max',
      profileImageUrl: null,
      role: 'admin',
      joinedAt: expect.any(String),
    });
    // Now an admin, they see the invite code.
    expect((await member.get('/api/teams')).body[0]).toMatchObject({ userRole: 'admin', inviteCode: team.inviteCode });
    const demoted = await owner.put(`/api/teams/${team.id}/members/${member.user.userId}`, { role: 'member' });
    expect(demoted.body.role).toBe('member');
    expect((await member.get('/api/teams')).body[0]).toMatchObject({ userRole: 'member', inviteCode: null });
  });

  it('admins act on members only: not on other admins, not on themselves, not on the owner', async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    await owner.put(`/api/teams/${team.id}/members/${member.user.userId}`, { role: 'admin' });
    for (const target of [member, admin, owner]) {
      const res = await admin.put(`/api/teams/${team.id}/members/${target.user.userId}`, { role: 'member' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Admins can change and remove members only');
    }
    expect(await roleOf(team.id, member.user.userId)).toBe('admin');
  });

  it('transfers ownership: the new owner is owner everywhere, the previous owner becomes an admin', async () => {
    const { team, owner, member } = await community.teamWithRoles();
    const res = await owner.put(`/api/teams/${team.id}/members/${member.user.userId}`, { role: 'owner' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('owner');
    expect(await ownerOf(team.id)).toBe(member.user.userId);
    expect(await roleOf(team.id, owner.user.userId)).toBe('admin');
    const detail = await member.get(`/api/teams/${team.id}`);
    expect(detail.body).toMatchObject({ userRole: 'owner', ownerId: member.user.userId });
    expect(detail.body.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'admin']);
    // The previous owner can now leave; the new one cannot without handing over again.
    expect((await owner.delete(`/api/teams/${team.id}/members/${owner.user.userId}`)).status).toBe(204);
    expect((await member.delete(`/api/teams/${team.id}/members/${member.user.userId}`)).status).toBe(409);
    expect((await member.delete(`/api/teams/${team.id}`)).status).toBe(204);
  });

  it('refuses an unknown role (400)', async () => {
    const { team, owner, member } = await community.teamWithRoles();
    const res = await owner.put(`/api/teams/${team.id}/members/${member.user.userId}`, { role: 'superuser' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('role: Role must be one of: owner, admin, member');
  });
});

describe('DELETE /api/teams/:id/members/:userId', () => {
  it('lets a member leave, and the owner remove anyone; a removed member loses access at once', async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    expect((await member.delete(`/api/teams/${team.id}/members/${member.user.userId}`)).status).toBe(204);
    expect((await member.get(`/api/teams/${team.id}`)).status).toBe(404);
    expect((await member.get('/api/teams')).body).toEqual([]);
    expect((await owner.delete(`/api/teams/${team.id}/members/${admin.user.userId}`)).status).toBe(204);
    expect((await admin.get(`/api/teams/${team.id}/goals`)).status).toBe(404);
    expect((await owner.get(`/api/teams/${team.id}`)).body.memberCount).toBe(1);
  });

  it('the owner must transfer ownership before leaving', async () => {
    const { team, owner } = await community.teamWithRoles();
    const res = await owner.delete(`/api/teams/${team.id}/members/${owner.user.userId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Transfer ownership to another member before leaving the team');
    expect(await roleOf(team.id, owner.user.userId)).toBe('owner');
  });

  it('a member removes no one else; an admin removes members but not admins', async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    const other = await community.actAsNew();
    await other.post('/api/teams/join', { inviteCode: team.inviteCode });
    expect((await member.delete(`/api/teams/${team.id}/members/${other.user.userId}`)).body.message).toBe(
      'Only the team owner or an admin can do that',
    );
    await owner.put(`/api/teams/${team.id}/members/${other.user.userId}`, { role: 'admin' });
    expect((await admin.delete(`/api/teams/${team.id}/members/${other.user.userId}`)).status).toBe(403);
    expect((await admin.delete(`/api/teams/${team.id}/members/${member.user.userId}`)).status).toBe(204);
    expect(await community.db.teamMember.count({ where: { teamId: team.id } })).toBe(3);
  });

  it('frees a place: a full team takes someone new after a removal', async () => {
    const { team, owner } = await community.newTeam({ name: 'Pair', maxMembers: 2 });
    const first = await community.actAsNew();
    const second = await community.actAsNew();
    await first.post('/api/teams/join', { inviteCode: team.inviteCode });
    expect((await second.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(409);
    await owner.delete(`/api/teams/${team.id}/members/${first.user.userId}`);
    expect((await second.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
  });
});

describe('account deletion (the BFF deletes the User row)', () => {
  /** Sets joinedAt explicitly so "longest-standing" is unambiguous. */
  const joinedAt = (teamId: string, userId: string, iso: string) =>
    community.db.teamMember.update({ where: { teamId_userId: { teamId, userId } }, data: { joinedAt: new Date(iso) } });

  it("passes an owner's team to the longest-standing admin, before any longer-standing member", async () => {
    const { team, owner, admin, member } = await community.teamWithRoles();
    const laterAdmin = await community.actAsNew();
    await laterAdmin.post('/api/teams/join', { inviteCode: team.inviteCode });
    await owner.put(`/api/teams/${team.id}/members/${laterAdmin.user.userId}`, { role: 'admin' });
    await joinedAt(team.id, member.user.userId, '2024-01-01T00:00:00Z');
    await joinedAt(team.id, admin.user.userId, '2024-02-01T00:00:00Z');
    await joinedAt(team.id, laterAdmin.user.userId, '2024-03-01T00:00:00Z');
    await community.db.user.delete({ where: { id: owner.user.userId } });
    expect(await ownerOf(team.id)).toBe(admin.user.userId);
    expect(await roleOf(team.id, admin.user.userId)).toBe('owner');
    expect(await roleOf(team.id, owner.user.userId)).toBeNull();
    expect((await admin.get(`/api/teams/${team.id}`)).body).toMatchObject({ userRole: 'owner', memberCount: 3 });
  });

  it('passes it to the longest-standing member when there is no admin', async () => {
    const { team, owner } = await community.newTeam();
    const [early, late] = [await community.actAsNew(), await community.actAsNew()];
    for (const api of [late, early]) await api.post('/api/teams/join', { inviteCode: team.inviteCode });
    await joinedAt(team.id, early.user.userId, '2024-01-01T00:00:00Z');
    await joinedAt(team.id, late.user.userId, '2024-06-01T00:00:00Z');
    await community.db.user.delete({ where: { id: owner.user.userId } });
    expect(await ownerOf(team.id)).toBe(early.user.userId);
    expect(await roleOf(team.id, late.user.userId)).toBe('member');
  });

  it('deletes a team its owner was alone in, with its goals; other teams of theirs are handed on', async () => {
    const { team: alone, owner } = await community.newTeam({ name: 'Solo' });
    await owner.post(`/api/teams/${alone.id}/goals`, { title: 'Solo goal', targetValue: 1 });
    const shared = (await owner.post('/api/teams', { name: 'Shared' })).body;
    const mate = await community.actAsNew();
    await mate.post('/api/teams/join', { inviteCode: shared.inviteCode });
    await community.db.user.delete({ where: { id: owner.user.userId } });
    expect(await community.db.team.count({ where: { id: alone.id } })).toBe(0);
    expect(await community.db.teamGoal.count({ where: { teamId: alone.id } })).toBe(0);
    expect(await ownerOf(shared.id)).toBe(mate.user.userId);
  });

  it("removes a member's memberships and keeps the goals they created, without a creator", async () => {
    const { team, owner, admin } = await community.teamWithRoles();
    const goal = (await admin.post(`/api/teams/${team.id}/goals`, { title: 'Admin goal', targetValue: 4 })).body;
    expect(goal.createdBy).toEqual({ userId: admin.user.userId, name: 'Ada' });
    await community.db.user.delete({ where: { id: admin.user.userId } });
    expect(await roleOf(team.id, admin.user.userId)).toBeNull();
    const goals = (await owner.get(`/api/teams/${team.id}/goals`)).body;
    expect(goals).toEqual([expect.objectContaining({ id: goal.id, title: 'Admin goal', createdBy: null })]);
    expect(await ownerOf(team.id)).toBe(owner.user.userId);
  });
});

describe('the database keeps one owner per team, the member named by ownerId', () => {
  it('refuses a second owner, an owner who is not a member and a team without its owner', async () => {
    const { team, owner, member } = await community.teamWithRoles();
    await expect(
      community.db.teamMember.update({
        where: { teamId_userId: { teamId: team.id, userId: member.user.userId } },
        data: { role: 'owner' },
      }),
    ).rejects.toThrow();
    await expect(
      community.db.team.update({ where: { id: team.id }, data: { ownerId: member.user.userId } }),
    ).rejects.toThrow();
    await expect(
      community.db.teamMember.delete({ where: { teamId_userId: { teamId: team.id, userId: owner.user.userId } } }),
    ).rejects.toThrow();
    const stranger = await community.newUser();
    await expect(
      community.db.team.create({ data: { name: 'Orphan', inviteCode: 'ABCDEFGH', ownerId: stranger.userId } }),
    ).rejects.toThrow();
    expect(await ownerOf(team.id)).toBe(owner.user.userId);
    expect(await roleOf(team.id, member.user.userId)).toBe('member');
  });

  it('refuses invalid values in the columns themselves', async () => {
    const { team, member } = await community.teamWithRoles();
    await expect(community.db.team.update({ where: { id: team.id }, data: { maxMembers: 51 } })).rejects.toThrow();
    await expect(
      community.db.team.update({ where: { id: team.id }, data: { inviteCode: 'abcdefgh' } }),
    ).rejects.toThrow();
    await expect(
      community.db.teamMember.update({
        where: { teamId_userId: { teamId: team.id, userId: member.user.userId } },
        data: { role: 'boss' },
      }),
    ).rejects.toThrow();
  });
});
