import { setupCommunity, type Community } from './helpers';

// GET /api/account/export (decision 1403) for community: what the caller wrote or chose, nobody else's, one query per
// feature.

let c: Community;
beforeAll(async () => {
  c = await setupCommunity();
});
afterAll(() => c.close());

/** A member who posted, commented, liked, saved and reported someone else's post, and owns a team with a goal. */
async function activeMember() {
  const other = await c.member({ firstName: 'Other' });
  const theirs = await c.post(other, { title: 'Their post' });
  const api = await c.member({ firstName: 'Ada' });
  const mine = await c.post(api, { title: 'My post' });
  expect((await api.post(`/api/community/posts/${theirs.id}/comments`, { content: 'Nice one' })).status).toBe(201);
  expect((await api.post('/api/community/like', { postId: theirs.id })).body.liked).toBe(true);
  expect((await api.post(`/api/community/posts/${theirs.id}/bookmark`)).status).toBe(200);
  expect((await api.post(`/api/community/posts/${theirs.id}/report`, { reason: 'spam' })).status).toBe(200);
  const team = await api.post('/api/teams', { name: 'Launch crew' });
  expect(team.status).toBe(201);
  expect((await api.post(`/api/teams/${team.body.id}/goals`, { title: 'Ship v1', targetValue: 3 })).status).toBe(201);
  return { api, mine, theirs, team: team.body as { id: string; inviteCode: string } };
}

it("exports the caller's posts, comments, likes, bookmarks, reports, teams and goals — nobody else's", async () => {
  const { api, mine, theirs, team } = await activeMember();
  await activeMember(); // someone else, just as active
  const res = await api.get('/api/account/export');
  expect(res.status).toBe(200);
  const me = api.user.userId;
  expect(res.body.communityPosts).toEqual([expect.objectContaining({ id: mine.id, userId: me, title: 'My post' })]);
  expect(res.body.communityComments).toEqual([
    expect.objectContaining({ postId: theirs.id, userId: me, content: 'Nice one' }),
  ]);
  expect(res.body.communityLikes).toEqual([expect.objectContaining({ postId: theirs.id, userId: me })]);
  expect(res.body.communityBookmarks).toEqual([expect.objectContaining({ postId: theirs.id, userId: me })]);
  expect(res.body.communityReports).toEqual([
    expect.objectContaining({ postId: theirs.id, userId: me, reason: 'spam' }),
  ]);
  expect(res.body.teamMemberships).toEqual([
    { teamId: team.id, role: 'owner', joinedAt: expect.any(String), team: { name: 'Launch crew', description: null } },
  ]);
  expect(JSON.stringify(res.body)).not.toContain(team.inviteCode);
  expect(res.body.teamGoalsCreated).toEqual([
    expect.objectContaining({ teamId: team.id, title: 'Ship v1', createdBy: me }),
  ]);
});

it('costs one query per feature however active the member is', async () => {
  const quiet = await c.member();
  const { api: busy } = await activeMember();
  const selects = async (api: typeof quiet) =>
    (await c.statementsOf(() => api.get('/api/account/export'))).filter((s) => /^\s*SELECT/i.test(s)).length;
  expect(await selects(quiet)).toBe(9); // one per exporter (src/account/exporters.ts), chat devices included
  expect(await selects(busy)).toBe(9);
});
