import { setupCommunity } from './helpers';

const DAY = 86_400_000;

describe('GET /api/community/stats', () => {
  it('counts members, visible posts, their likes and the share of members active in the last 30 days, in one query', async () => {
    const c = await setupCommunity();
    try {
      const poster = await c.member();
      const liker = await c.member();
      const commenter = await c.member();
      const idle = await c.member();
      const former = await c.member(); // active 40 days ago only
      expect((await idle.get('/api/community/stats')).body).toEqual({ members: 5, posts: 0, likes: 0, activeMembers: 0, activePercent: 0 });

      const post = await c.post(poster);
      await liker.post('/api/community/like', { postId: post.id });
      await commenter.post(`/api/community/posts/${post.id}/comments`, { content: 'Well done' });
      const longAgo = new Date(Date.now() - 40 * DAY);
      const [oldPost] = await c.insertPosts(former.user.userId, 1, { start: longAgo.getTime() });
      await c.db.postLike.create({ data: { postId: post.id, userId: former.user.userId, createdAt: longAgo } });
      await c.db.postLike.create({ data: { postId: oldPost, userId: former.user.userId, createdAt: longAgo } });

      const res = await idle.get('/api/community/stats');
      expect(res.status).toBe(200);
      // Active: the poster, the liker and the commenter (3 of 5 = 60%); the former member's activity is 40 days old.
      expect(res.body).toEqual({ members: 5, posts: 2, likes: 3, activeMembers: 3, activePercent: 60 });
      expect(await c.statementsOf(() => idle.get('/api/community/stats').expect(200))).toHaveLength(1);

      // A post hidden by reports no longer counts, nor do its likes; its author's activity still does.
      await c.db.communityPost.update({ where: { id: post.id }, data: { hiddenAt: new Date() } });
      expect((await idle.get('/api/community/stats')).body).toEqual({ members: 5, posts: 1, likes: 1, activeMembers: 3, activePercent: 60 });
    } finally {
      await c.close();
    }
  });

  it('rounds the active share: 1 of 3 members is 33%', async () => {
    const c = await setupCommunity();
    try {
      const api = await c.member();
      await c.member();
      await c.member();
      await c.post(api);
      expect((await api.get('/api/community/stats')).body).toMatchObject({ members: 3, activeMembers: 1, activePercent: 33 });
    } finally {
      await c.close();
    }
  });

  it('serves one count for the configured time (COMMUNITY_STATS_CACHE_SECONDS), and counts once for parallel requests', async () => {
    const c = await setupCommunity({ COMMUNITY_STATS_CACHE_SECONDS: '60' });
    try {
      const api = await c.member();
      const statements = await c.statementsOf(() => Promise.all(Array.from({ length: 5 }, () => api.get('/api/community/stats').expect(200))));
      expect(statements).toHaveLength(1);
      await c.post(api);
      expect((await api.get('/api/community/stats')).body.posts).toBe(0);
    } finally {
      process.env.COMMUNITY_STATS_CACHE_SECONDS = '0';
      await c.close();
    }
  });
});
