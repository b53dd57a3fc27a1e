import { cachedStats } from '../src/stats/service';
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
      expect((await idle.get('/api/community/stats')).body).toEqual({
        members: 5,
        posts: 0,
        likes: 0,
        activeMembers: 0,
        activePercent: 0,
      });

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
      expect((await idle.get('/api/community/stats')).body).toEqual({
        members: 5,
        posts: 1,
        likes: 1,
        activeMembers: 3,
        activePercent: 60,
      });
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
      expect((await api.get('/api/community/stats')).body).toMatchObject({
        members: 3,
        activeMembers: 1,
        activePercent: 33,
      });
    } finally {
      await c.close();
    }
  });

  it('stays exact after every post and like in a community of fewer than 50,000 posts (with the default cache time)', async () => {
    const c = await setupCommunity();
    try {
      const api = await c.member();
      expect((await api.get('/api/community/stats')).body.posts).toBe(0);
      const post = await c.post(api);
      expect((await api.get('/api/community/stats')).body).toMatchObject({ posts: 1, likes: 0 });
      await api.post('/api/community/like', { postId: post.id });
      expect((await api.get('/api/community/stats')).body).toMatchObject({
        posts: 1,
        likes: 1,
        activeMembers: 1,
        activePercent: 100,
      });
    } finally {
      await c.close();
    }
  });
});

describe('cachedStats', () => {
  const stats = (posts: number, likes = 0) => ({ members: 1, posts, likes, activeMembers: 0, activePercent: 0 });
  /** A count of `posts` posts that takes 50 ms (on jest's fake clock); `likes` says which run answered. */
  function fakeCount(posts: number) {
    let runs = 0;
    return jest.fn(() => {
      const answer = stats(posts, ++runs);
      return new Promise<ReturnType<typeof stats>>((resolve) => setTimeout(() => resolve(answer), 50));
    });
  }
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function ask(get: () => Promise<unknown>) {
    const answer = get();
    await jest.advanceTimersByTimeAsync(100);
    return answer;
  }

  it('counts again on every request in a community of fewer than 50,000 posts', async () => {
    const count = fakeCount(49_999);
    const get = cachedStats(count, 60_000);
    expect(await ask(get)).toEqual(stats(49_999, 1));
    expect(await ask(get)).toEqual(stats(49_999, 2));
  });

  it('keeps the count of a big community for the configured time, then counts again', async () => {
    const count = fakeCount(50_000);
    const get = cachedStats(count, 60_000);
    expect(await ask(get)).toEqual(stats(50_000, 1));
    expect(await ask(get)).toEqual(stats(50_000, 1));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(await ask(get)).toEqual(stats(50_000, 2));
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('lets requests that arrive during a count share it, and forgets a failed count', async () => {
    const count = fakeCount(10);
    const get = cachedStats(count, 60_000);
    const answers = Promise.all([get(), get(), get()]);
    await jest.advanceTimersByTimeAsync(100);
    expect(await answers).toEqual([stats(10, 1), stats(10, 1), stats(10, 1)]);
    expect(count).toHaveBeenCalledTimes(1);

    const failing = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(stats(7));
    const retrying = cachedStats(failing, 60_000);
    await expect(retrying()).rejects.toThrow('db down');
    expect(await retrying()).toEqual(stats(7));
  });
});
