import { setupCommunity, type Community } from './helpers';

let c: Community;
beforeAll(async () => {
  c = await setupCommunity({ COMMUNITY_POST_RATE_LIMIT: '3', COMMUNITY_COMMENT_RATE_LIMIT: '2' });
});
afterAll(() => c.close());

describe('per-member rate limits', () => {
  it('answers 429 past the hourly posts allowance, with Retry-After and a clear message, and writes no post', async () => {
    const api = await c.member();
    for (let i = 0; i < 3; i++)
      expect((await api.post('/api/community/posts', { title: `t${i}`, content: 'c' })).status).toBe(201);
    const res = await api.post('/api/community/posts', { title: 'one too many', content: 'c' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You can share up to 3 posts an hour\. Please try again in (60|59) minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await c.db.communityPost.count({ where: { userId: api.user.userId } })).toBe(3);
    // The allowance is per member: someone else still posts.
    expect((await (await c.member()).post('/api/community/posts', { title: 'mine', content: 'c' })).status).toBe(201);
  });

  it('does not let parallel posts slip past the allowance', async () => {
    const api = await c.member();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.post('/api/community/posts', { title: `p${i}`, content: 'c' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await c.db.communityPost.count({ where: { userId: api.user.userId } })).toBe(3);
  });

  it('does not count refused bodies against the allowance', async () => {
    const api = await c.member();
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/community/posts', { title: '', content: '' })).status).toBe(400);
    expect((await api.post('/api/community/posts', { title: 'fine', content: 'c' })).status).toBe(201);
  });

  it('limits comments per member too', async () => {
    const api = await c.member();
    const post = await c.post(await c.member());
    const url = `/api/community/posts/${post.id}/comments`;
    expect((await api.post(url, { content: 'a' })).status).toBe(201);
    expect((await api.post(url, { content: 'b' })).status).toBe(201);
    const res = await api.post(url, { content: 'c' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^You can write up to 2 comments an hour\./);
    expect((await c.db.communityPost.findUniqueOrThrow({ where: { id: post.id } })).commentsCount).toBe(2);
  });
});
