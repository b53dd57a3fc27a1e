import { ADMINS_ONLY, OWN_POST_REPORT } from '@fj/contracts';
import { setupCommunity, type Api, type Community } from './helpers';

let c: Community;
beforeAll(async () => {
  c = await setupCommunity();
});
afterAll(() => c.close());

const report = (api: Api, postId: string, body: object = { reason: 'spam' }) =>
  api.post(`/api/community/posts/${postId}/report`, body);
const hiddenAt = async (postId: string) =>
  (await c.db.communityPost.findUniqueOrThrow({ where: { id: postId } })).hiddenAt;

describe('reporting a post', () => {
  it('records one report per member; reporting again changes nothing', async () => {
    const author = await c.member();
    const reader = await c.member();
    const post = await c.post(author);
    expect((await report(reader, post.id, { reason: 'harassment', details: '  rude  ' })).body).toEqual({
      postId: post.id,
      alreadyReported: false,
    });
    expect((await report(reader, post.id, { reason: 'spam' })).body).toEqual({
      postId: post.id,
      alreadyReported: true,
    });
    expect(
      await c.db.postReport.findMany({
        where: { postId: post.id },
        select: { reason: true, details: true, userId: true },
      }),
    ).toEqual([{ reason: 'harassment', details: 'rude', userId: reader.user.userId }]);
  });

  it("refuses one's own post (400), unknown reasons (400) and unknown posts (404), writing nothing", async () => {
    const author = await c.member();
    const post = await c.post(author);
    const own = await report(author, post.id);
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ traceId: expect.any(String), message: OWN_POST_REPORT });
    const reader = await c.member();
    expect((await report(reader, post.id, { reason: 'boring' })).body.message).toMatch(/reason: Reason must be one of/);
    expect((await report(reader, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await c.db.postReport.count({ where: { postId: post.id } })).toBe(0);
  });

  it('hides a post at 3 distinct reports: then only its author (marked hidden) and admins see it', async () => {
    const author = await c.member();
    const post = await c.post(author, { title: 'Buy my course' });
    const reporters = [await c.member(), await c.member(), await c.member()];
    await report(reporters[0], post.id);
    await report(reporters[0], post.id); // the same member twice still counts once
    await report(reporters[1], post.id);
    expect(await hiddenAt(post.id)).toBeNull();
    await report(reporters[2], post.id);
    expect(await hiddenAt(post.id)).not.toBeNull();

    const bystander = await c.member();
    expect((await bystander.get(`/api/community/posts/${post.id}`)).status).toBe(404);
    expect((await bystander.get('/api/community/posts')).body.posts.map((p: { id: string }) => p.id)).not.toContain(
      post.id,
    );
    expect((await bystander.post('/api/community/like', { postId: post.id })).status).toBe(404);
    expect((await bystander.post(`/api/community/posts/${post.id}/comments`, { content: 'hm' })).status).toBe(404);
    expect((await bystander.get(`/api/community/posts/${post.id}/comments`)).status).toBe(404);
    expect((await author.get(`/api/community/posts/${post.id}`)).body).toMatchObject({ hidden: true, isMine: true });
    expect(
      (await author.get('/api/community/posts')).body.posts.find((p: { id: string }) => p.id === post.id),
    ).toMatchObject({ hidden: true });
    expect((await (await c.admin()).get(`/api/community/posts/${post.id}`)).body).toMatchObject({ hidden: true });
  });

  it('hides the post when 3 members report it at the same moment (the reports are counted one after another)', async () => {
    for (let round = 0; round < 3; round++) {
      const author = await c.member();
      const post = await c.post(author);
      const reporters = await Promise.all(Array.from({ length: 3 }, () => c.member()));
      const results = await Promise.all(reporters.map((r) => report(r, post.id)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await hiddenAt(post.id)).not.toBeNull();
    }
  });

  it('does not hide at 2 reports', async () => {
    const post = await c.post(await c.member());
    await Promise.all([report(await c.member(), post.id), report(await c.member(), post.id)]);
    expect(await hiddenAt(post.id)).toBeNull();
  });
});

describe('admin moderation', () => {
  async function hiddenPost() {
    const author = await c.member({ firstName: 'Spam', lastName: 'Bot' });
    const post = await c.post(author, { title: 'Spam!' });
    for (const reason of ['spam', 'spam', 'misinformation']) await report(await c.member(), post.id, { reason });
    return { author, post };
  }

  it('lists posts with open reports (newest report first) for admins only', async () => {
    const fresh = await setupCommunity();
    try {
      const author = await fresh.member({ firstName: 'Spam', lastName: 'Bot' });
      const first = await fresh.post(author, { title: 'first reported' });
      const second = await fresh.post(author, { title: 'second reported' });
      await report(await fresh.member(), first.id, { reason: 'spam', details: 'ads' });
      await report(await fresh.member(), second.id, { reason: 'other' });
      await report(await fresh.member(), first.id, { reason: 'harassment' });
      const member = await fresh.member();
      const refused = await member.get('/api/community/reports');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ traceId: expect.any(String), message: ADMINS_ONLY });
      const admin = await fresh.admin();
      const res = await admin.get('/api/community/reports');
      expect(res.status).toBe(200);
      expect(res.body.nextCursor).toBeNull();
      expect(
        res.body.reports.map((r: { post: { title: string }; openReports: number }) => [r.post.title, r.openReports]),
      ).toEqual([
        ['first reported', 2],
        ['second reported', 1],
      ]);
      expect(res.body.reports[0].post.author).toEqual({ name: 'Spam Bot', initials: 'SB' });
      expect(
        res.body.reports[0].reports.map((r: { reason: string; details: string | null }) => [r.reason, r.details]),
      ).toEqual([
        ['harassment', null],
        ['spam', 'ads'],
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/userId|@example\.com/);
      expect(await fresh.statementsOf(() => admin.get('/api/community/reports').expect(200))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('restores a hidden post (admins only): it is visible again and its reports are closed', async () => {
    const { post } = await hiddenPost();
    const member = await c.member();
    const refused = await member.post(`/api/community/posts/${post.id}/restore`);
    expect(refused.status).toBe(403);
    expect(await hiddenAt(post.id)).not.toBeNull();
    const admin = await c.admin();
    const res = await admin.post(`/api/community/posts/${post.id}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: post.id, hidden: false });
    expect((await member.get(`/api/community/posts/${post.id}`)).status).toBe(200);
    expect(await c.db.postReport.count({ where: { postId: post.id, resolvedAt: null } })).toBe(0);
    expect(
      (await admin.get('/api/community/reports')).body.reports.map((r: { post: { id: string } }) => r.post.id),
    ).not.toContain(post.id);
    // It takes three new members' reports to hide it again.
    await report(await c.member(), post.id);
    expect(await hiddenAt(post.id)).toBeNull();
    expect((await admin.post('/api/community/posts/00000000-0000-4000-8000-000000000000/restore')).status).toBe(404);
  });

  it('lets an admin remove a reported post for good', async () => {
    const { post } = await hiddenPost();
    expect((await (await c.admin()).delete(`/api/community/posts/${post.id}`)).status).toBe(204);
    expect(await c.db.postReport.count({ where: { postId: post.id } })).toBe(0);
  });
});
