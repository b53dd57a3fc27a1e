import { setupCommunity, type Community } from './helpers';

let c: Community;
beforeAll(async () => {
  c = await setupCommunity();
});
afterAll(() => c.close());

const likeRows = (postId: string) => c.db.postLike.count({ where: { postId } });
const likesCount = async (postId: string) =>
  (await c.db.communityPost.findUniqueOrThrow({ where: { id: postId } })).likesCount;

describe('POST /api/community/like', () => {
  it("toggles the caller's like: like, unlike, like again — one row at most, the count follows", async () => {
    const author = await c.member();
    const reader = await c.member();
    const post = await c.post(author);
    const like = () => reader.post('/api/community/like', { postId: post.id });
    expect((await like()).body).toEqual({ postId: post.id, liked: true, likesCount: 1 });
    expect((await reader.get(`/api/community/posts/${post.id}`)).body).toMatchObject({
      likedByMe: true,
      likesCount: 1,
    });
    expect((await like()).body).toEqual({ postId: post.id, liked: false, likesCount: 0 });
    expect((await like()).body).toEqual({ postId: post.id, liked: true, likesCount: 1 });
    expect(await likeRows(post.id)).toBe(1);
    // Another member's like adds to the same count and does not touch the first one's.
    expect((await (await c.member()).post('/api/community/like', { postId: post.id })).body).toMatchObject({
      liked: true,
      likesCount: 2,
    });
    expect((await like()).body).toEqual({ postId: post.id, liked: false, likesCount: 1 });
  });

  it('cannot be inflated: 50 parallel likes by one member leave the post liked once or not at all, never 50', async () => {
    for (let round = 0; round < 3; round++) {
      const author = await c.member();
      const reader = await c.member();
      const post = await c.post(author);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => reader.post('/api/community/like', { postId: post.id })),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const rows = await likeRows(post.id);
      expect([0, 1]).toContain(rows);
      expect(await likesCount(post.id)).toBe(rows);
      // Every answer told the truth at its moment: a count of 0 or 1, never more.
      expect(results.every((r) => r.body.likesCount === 0 || r.body.likesCount === 1)).toBe(true);
    }
  });

  it('keeps likesCount and commentsCount equal to the rows under concurrent likes, unlikes and comments by many members', async () => {
    const author = await c.member();
    const posts = [await c.post(author), await c.post(author), await c.post(author)];
    const members = await Promise.all(Array.from({ length: 12 }, () => c.member()));
    const work = members.flatMap((m, i) =>
      posts.flatMap((p, j) => [
        m.post('/api/community/like', { postId: p.id }),
        m.post(`/api/community/posts/${p.id}/comments`, { content: `comment ${i}.${j}` }),
        ...((i + j) % 3 === 0 ? [m.post('/api/community/like', { postId: p.id })] : []), // some like and unlike at once
      ]),
    );
    const results = await Promise.all(work);
    expect(results.filter((r) => r.status >= 300)).toEqual([]);
    const counters = (await c.counters()).filter((row) => posts.some((p) => p.id === row.id));
    for (const row of counters) {
      expect(row.likesCount).toBe(row.likes);
      expect(row.commentsCount).toBe(row.comments);
      expect(row.comments).toBe(12);
    }
  });

  it('keeps the counters right on other posts when a member who liked and commented deletes their account', async () => {
    const author = await c.member();
    const leaving = await c.member();
    const staying = await c.member();
    const posts = [await c.post(author), await c.post(author)];
    for (const p of posts) {
      await leaving.post('/api/community/like', { postId: p.id });
      await staying.post('/api/community/like', { postId: p.id });
      await leaving.post(`/api/community/posts/${p.id}/comments`, { content: 'bye' });
      await leaving.post(`/api/community/posts/${p.id}/comments`, { content: 'bye again' });
      await staying.post(`/api/community/posts/${p.id}/comments`, { content: 'hi' });
    }
    await c.post(leaving, { title: 'mine goes too' });
    // Account deletion (decision 1403) deletes the User row; everything of theirs goes by ON DELETE CASCADE.
    await c.db.user.delete({ where: { id: leaving.user.userId } });
    for (const p of posts) {
      const row = await c.db.communityPost.findUniqueOrThrow({ where: { id: p.id } });
      expect([row.likesCount, row.commentsCount]).toEqual([1, 1]);
    }
    expect(await c.db.communityPost.count({ where: { userId: leaving.user.userId } })).toBe(0);
    expect((await c.counters()).filter((r) => r.likesCount !== r.likes || r.commentsCount !== r.comments)).toEqual([]);
  });

  it.each([
    ['an unknown post', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => "x' OR 1=1 --"],
  ])('answers 404 for %s', async (_label, id) => {
    const res = await (await c.member()).post('/api/community/like', { postId: id() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ traceId: expect.any(String), message: 'Post not found' });
  });

  it('refuses a body without a postId (400) and a client-sent count', async () => {
    const api = await c.member();
    expect((await api.post('/api/community/like', {})).body.message).toMatch(/postId/);
    const post = await c.post(api);
    const res = await api.post('/api/community/like', { postId: post.id, likesCount: 1000 });
    expect(res.status).toBe(400);
    expect(await likesCount(post.id)).toBe(0);
  });
});

describe('POST /api/community/posts/:id/bookmark', () => {
  it("toggles the caller's bookmark, and parallel toggles leave one row at most", async () => {
    const author = await c.member();
    const reader = await c.member();
    const post = await c.post(author);
    const url = `/api/community/posts/${post.id}/bookmark`;
    expect((await reader.post(url)).body).toEqual({ postId: post.id, bookmarked: true });
    expect((await reader.post(url)).body).toEqual({ postId: post.id, bookmarked: false });
    const results = await Promise.all(Array.from({ length: 30 }, () => reader.post(url)));
    const rows = await c.db.postBookmark.count({ where: { postId: post.id, userId: reader.user.userId } });
    expect([0, 1]).toContain(rows);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await reader.get(`/api/community/posts/${post.id}`)).body.bookmarkedByMe).toBe(rows === 1);
  });

  it('accepts no body fields (400) and answers 404 for unknown posts', async () => {
    const api = await c.member();
    const post = await c.post(api);
    expect((await api.post(`/api/community/posts/${post.id}/bookmark`, { bookmarked: true })).status).toBe(400);
    expect(await c.db.postBookmark.count({ where: { postId: post.id } })).toBe(0);
    expect((await api.post('/api/community/posts/00000000-0000-4000-8000-000000000000/bookmark')).status).toBe(404);
  });
});
