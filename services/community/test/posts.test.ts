import { ADMINS_ONLY, FEED_CURSOR_INVALID } from '@fj/contracts';
import { encodeCursor } from '@fj/server-kit';
import { setupCommunity, type Api, type Community } from './helpers';

let c: Community;
beforeAll(async () => {
  c = await setupCommunity();
});
afterAll(() => c.close());

const titles = (res: { body: { posts: Array<{ title: string }> } }) => res.body.posts.map((p) => p.title);

describe('POST /api/community/posts', () => {
  it('creates a post (trimmed, category general by default) and answers it with the author', async () => {
    const api = await c.member({ firstName: 'Grace', lastName: 'Hopper' });
    const res = await api.post('/api/community/posts', { title: '  First launch  ', content: '  We shipped!  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'First launch',
      content: 'We shipped!',
      category: 'general',
      isPinned: false,
      likesCount: 0,
      commentsCount: 0,
      createdAt: expect.any(String),
      editedAt: null,
      hidden: false,
      author: { name: 'Grace Hopper', initials: 'GH' },
      isMine: true,
      likedByMe: false,
      bookmarkedByMe: false,
    });
    const row = await c.db.communityPost.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ userId: api.user.userId, title: 'First launch', category: 'general' });
  });

  it.each([
    ['a blank title', { title: '   ', content: 'x' }, /title: Please enter a title/],
    ['no content', { title: 'x' }, /content: Please write something to share/],
    ['an unknown category', { title: 'x', content: 'y', category: 'memes' }, /category: Category must be one of/],
    ['a 201-character title', { title: 'x'.repeat(201), content: 'y' }, /Title is at most 200 characters/],
    [
      '10,001 characters of content',
      { title: 'x', content: 'y'.repeat(10_001) },
      /Content is at most 10000 characters/,
    ],
    ['an isPinned flag from the client', { title: 'x', content: 'y', isPinned: true }, /isPinned/],
    ['a likesCount from the client', { title: 'x', content: 'y', likesCount: 50 }, /likesCount/],
  ])('refuses %s with a readable 400 and writes nothing', async (_label, body, message) => {
    const api = await c.member();
    const res = await api.post('/api/community/posts', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await c.db.communityPost.count({ where: { userId: api.user.userId } })).toBe(0);
  });

  it('keeps HTML as the text it is (the screen shows it as text)', async () => {
    const api = await c.member();
    const post = await c.post(api, { title: '<b>bold</b>', content: '<img src=x onerror=alert(1)>' });
    expect((await api.get(`/api/community/posts/${post.id}`)).body).toMatchObject({
      title: '<b>bold</b>',
      content: '<img src=x onerror=alert(1)>',
    });
  });

  it('accepts exactly 200 and 10,000 characters', async () => {
    const api = await c.member();
    const post = await c.post(api, { title: 't'.repeat(200), content: 'c'.repeat(10_000), category: 'networking' });
    expect(post).toMatchObject({ category: 'networking' });
    expect((post.title as string).length).toBe(200);
  });
});

describe('GET /api/community/posts', () => {
  it('answers pinned posts first, then newest, 20 a page, with a cursor that walks every post exactly once', async () => {
    const fresh = await setupCommunity();
    try {
      const author = await fresh.newUser();
      const ids = await fresh.insertPosts(author.userId, 45);
      await fresh.db.communityPost.update({ where: { id: ids[3] }, data: { isPinned: true } });
      const api = await fresh.as(author);
      const first = await api.get('/api/community/posts');
      expect(first.status).toBe(200);
      expect(first.body.posts).toHaveLength(20);
      expect(titles(first).slice(0, 3)).toEqual(['Post 3', 'Post 44', 'Post 43']);
      expect(first.body.posts[0].isPinned).toBe(true);
      const second = await api.get(`/api/community/posts?cursor=${first.body.nextCursor}`);
      const third = await api.get(`/api/community/posts?cursor=${second.body.nextCursor}`);
      expect(third.body.posts).toHaveLength(5);
      expect(third.body.nextCursor).toBeNull();
      const all = [...titles(first), ...titles(second), ...titles(third)];
      expect(new Set(all).size).toBe(45);
      expect(all.slice(1, 5)).toEqual(['Post 44', 'Post 43', 'Post 42', 'Post 41']);
      expect(all.at(-1)).toBe('Post 0');
    } finally {
      await fresh.close();
    }
  });

  it('stays stable under inserts: posts written after the first page never shift or repeat later pages', async () => {
    const fresh = await setupCommunity();
    try {
      const author = await fresh.newUser();
      await fresh.insertPosts(author.userId, 30);
      const api = await fresh.as(author);
      const first = await api.get('/api/community/posts');
      // Ten new posts arrive (newest of all) between page 1 and page 2.
      for (let i = 0; i < 10; i++) await fresh.post(api, { title: `New ${i}` });
      const second = await api.get(`/api/community/posts?cursor=${first.body.nextCursor}`);
      expect(titles(second)).toEqual(Array.from({ length: 10 }, (_, i) => `Post ${9 - i}`));
      expect(second.body.nextCursor).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('keeps posts created in the same millisecond apart (the id breaks the tie)', async () => {
    const fresh = await setupCommunity();
    try {
      const author = await fresh.newUser();
      await fresh.insertPosts(author.userId, 25, { stepMs: 0 });
      const api = await fresh.as(author);
      const first = await api.get('/api/community/posts');
      const second = await api.get(`/api/community/posts?cursor=${first.body.nextCursor}`);
      const ids = [...first.body.posts, ...second.body.posts].map((p: { id: string }) => p.id);
      expect(new Set(ids).size).toBe(25);
      expect(ids).toEqual([...ids].sort().reverse());
    } finally {
      await fresh.close();
    }
  });

  it('filters by category; omitted means all', async () => {
    const fresh = await setupCommunity();
    try {
      const api = await fresh.member();
      await fresh.post(api, { title: 'A win', category: 'success' });
      await fresh.post(api, { title: 'A question', category: 'question' });
      await fresh.post(api, { title: 'Another win', category: 'success' });
      expect(titles(await api.get('/api/community/posts?category=success'))).toEqual(['Another win', 'A win']);
      expect(titles(await api.get('/api/community/posts'))).toEqual(['Another win', 'A question', 'A win']);
      const bad = await api.get('/api/community/posts?category=memes');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/category: Category must be one of/);
    } finally {
      await fresh.close();
    }
  });

  it("carries each author's name and initials and the caller's own likes and bookmarks", async () => {
    const fresh = await setupCommunity();
    try {
      const ada = await fresh.member({ firstName: 'Ada', lastName: 'Lovelace' });
      const cher = await fresh.member({ firstName: 'Cher', lastName: null });
      const nobody = await fresh.member({ firstName: null, lastName: null });
      const a = await fresh.post(ada, { title: 'by Ada' });
      const b = await fresh.post(cher, { title: 'by Cher' });
      await fresh.post(nobody, { title: 'by nobody' });
      await cher.post('/api/community/like', { postId: a.id });
      await cher.post(`/api/community/posts/${b.id}/bookmark`);
      const feed = (await cher.get('/api/community/posts')).body.posts;
      expect(
        feed.map(
          (p: { title: string; author: unknown; isMine: boolean; likedByMe: boolean; bookmarkedByMe: boolean }) => [
            p.title,
            p.author,
            p.isMine,
            p.likedByMe,
            p.bookmarkedByMe,
          ],
        ),
      ).toEqual([
        ['by nobody', { name: 'Anonymous', initials: 'AN' }, false, false, false],
        ['by Cher', { name: 'Cher', initials: 'CH' }, true, false, true],
        ['by Ada', { name: 'Ada Lovelace', initials: 'AL' }, false, true, false],
      ]);
      // Another member's view of the same posts: their own flags, not Cher's.
      const adaFeed = (await ada.get('/api/community/posts')).body.posts;
      expect(
        adaFeed.map((p: { likedByMe: boolean; bookmarkedByMe: boolean; isMine: boolean }) => [
          p.likedByMe,
          p.bookmarkedByMe,
          p.isMine,
        ]),
      ).toEqual([
        [false, false, false],
        [false, false, false],
        [false, false, true],
      ]);
      expect(JSON.stringify(adaFeed)).not.toMatch(/@example\.com|userId/);
    } finally {
      await fresh.close();
    }
  });

  it('is ONE SQL query per page — posts, authors, likedByMe and bookmarkedByMe — however many posts, likes and categories', async () => {
    const fresh = await setupCommunity();
    try {
      const reader = await fresh.member();
      const authors = await Promise.all(Array.from({ length: 5 }, () => fresh.newUser()));
      for (const [i, author] of authors.entries())
        await fresh.insertPosts(author.userId, 10, {
          category: i % 2 ? 'success' : 'general',
          start: Date.UTC(2025, 0, 1 + i),
        });
      const newest = await fresh.db.communityPost.findMany({
        select: { id: true },
        orderBy: { createdAt: 'desc' },
        take: 30,
      });
      for (const { id } of newest.filter((_, i) => i % 2 === 0)) {
        await reader.post('/api/community/like', { postId: id });
        await reader.post(`/api/community/posts/${id}/bookmark`);
      }
      const first = await reader.get('/api/community/posts');
      for (const url of [
        '/api/community/posts',
        `/api/community/posts?cursor=${first.body.nextCursor}`,
        '/api/community/posts?category=success',
        '/api/community/posts?bookmarked=true',
      ]) {
        const statements = await fresh.statementsOf(() => reader.get(url).expect(200));
        expect([url, statements.length]).toEqual([url, 1]);
      }
      // Every other post of the page is liked and saved by the reader: the flags are per post, not per page.
      expect(
        first.body.posts.map((p: { likedByMe: boolean; bookmarkedByMe: boolean }) => p.likedByMe && p.bookmarkedByMe),
      ).toEqual(Array.from({ length: 20 }, (_, i) => i % 2 === 0));
    } finally {
      await fresh.close();
    }
  });

  it("bookmarked=true answers the caller's saved posts only, in feed order, with the category filter", async () => {
    const fresh = await setupCommunity();
    try {
      const api = await fresh.member();
      const other = await fresh.member();
      const a = await fresh.post(api, { title: 'saved general' });
      const b = await fresh.post(api, { title: 'saved success', category: 'success' });
      await fresh.post(api, { title: 'not saved' });
      await api.post(`/api/community/posts/${a.id}/bookmark`);
      await api.post(`/api/community/posts/${b.id}/bookmark`);
      await other.post(`/api/community/posts/${(await fresh.post(other, { title: "other's saved" })).id}/bookmark`);
      expect(titles(await api.get('/api/community/posts?bookmarked=true'))).toEqual(['saved success', 'saved general']);
      expect(titles(await api.get('/api/community/posts?bookmarked=true&category=success'))).toEqual(['saved success']);
      expect(titles(await api.get('/api/community/posts?bookmarked=false'))).toHaveLength(4);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['the wrong shape', encodeCursor(['x'])],
    ['a malformed id', encodeCursor([false, Date.now(), "x' OR 1=1"])],
    ['a year past 9999', encodeCursor([false, 9e15, '00000000-0000-4000-8000-000000000000'])],
  ])('answers a cursor with %s with a 400 that says to reload', async (_label, cursor) => {
    const api = await c.member();
    const res = await api.get(`/api/community/posts?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FEED_CURSOR_INVALID);
  });
});

describe('GET /api/community/posts/:id', () => {
  it('answers one post (a shared link), 404 for unknown and malformed ids', async () => {
    const author = await c.member();
    const reader = await c.member();
    const post = await c.post(author, { title: 'Shared' });
    expect((await reader.get(`/api/community/posts/${post.id}`)).body).toMatchObject({
      id: post.id,
      title: 'Shared',
      isMine: false,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "x' OR 1=1 --"]) {
      const res = await reader.get(`/api/community/posts/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ traceId: expect.any(String), message: 'Post not found' });
    }
  });
});

describe('PUT and DELETE /api/community/posts/:id', () => {
  let author: Api;
  let stranger: Api;
  beforeEach(async () => {
    author = await c.member();
    stranger = await c.member();
  });

  it('lets the author edit a post (marked edited); anyone else gets 404 and nothing changes', async () => {
    const post = await c.post(author, { title: 'Draft' });
    const refused = await stranger.put(`/api/community/posts/${post.id}`, {
      title: 'Hijacked',
      content: 'x',
      category: 'general',
    });
    expect(refused.status).toBe(404);
    const res = await author.put(`/api/community/posts/${post.id}`, {
      title: 'Final',
      content: 'Better words',
      category: 'motivation',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Final',
      content: 'Better words',
      category: 'motivation',
      editedAt: expect.any(String),
      isMine: true,
    });
    expect((await c.db.communityPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe('Final');
  });

  it('lets the author delete a post with its likes, comments and bookmarks; others get 404', async () => {
    const post = await c.post(author);
    await stranger.post('/api/community/like', { postId: post.id });
    await stranger.post(`/api/community/posts/${post.id}/comments`, { content: 'Nice' });
    await stranger.post(`/api/community/posts/${post.id}/bookmark`);
    expect((await stranger.delete(`/api/community/posts/${post.id}`)).status).toBe(404);
    expect(await c.db.communityPost.count({ where: { id: post.id } })).toBe(1);
    expect((await author.delete(`/api/community/posts/${post.id}`)).status).toBe(204);
    expect(await c.db.communityPost.count({ where: { id: post.id } })).toBe(0);
    expect(await c.db.postLike.count({ where: { postId: post.id } })).toBe(0);
    expect(await c.db.postComment.count({ where: { postId: post.id } })).toBe(0);
    expect(await c.db.postBookmark.count({ where: { postId: post.id } })).toBe(0);
    expect((await author.delete(`/api/community/posts/${post.id}`)).status).toBe(404);
  });

  it("lets an admin (from the identity assertion) delete anyone's post", async () => {
    const post = await c.post(author);
    const admin = await c.admin();
    expect((await admin.delete(`/api/community/posts/${post.id}`)).status).toBe(204);
    expect(await c.db.communityPost.count({ where: { id: post.id } })).toBe(0);
  });
});

describe('POST /api/community/posts/:id/pin', () => {
  it('is for admins only: 403 for members (even the author) whatever the body says, and nothing changes', async () => {
    const author = await c.member();
    const post = await c.post(author);
    for (const body of [undefined, { isPinned: true }]) {
      const res = await author.post(`/api/community/posts/${post.id}/pin`, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ traceId: expect.any(String), message: ADMINS_ONLY });
    }
    expect((await c.db.communityPost.findUniqueOrThrow({ where: { id: post.id } })).isPinned).toBe(false);
  });

  it('pins and unpins for an admin (toggle, or the given state), which moves the post to the top of the feed', async () => {
    const fresh = await setupCommunity();
    try {
      const author = await fresh.member();
      const admin = await fresh.admin();
      const old = await fresh.post(author, { title: 'Old' });
      await fresh.post(author, { title: 'New' });
      expect((await admin.post(`/api/community/posts/${old.id}/pin`)).body).toMatchObject({
        id: old.id,
        isPinned: true,
      });
      expect(titles(await author.get('/api/community/posts'))).toEqual(['Old', 'New']);
      expect((await admin.post(`/api/community/posts/${old.id}/pin`, { isPinned: true })).body.isPinned).toBe(true);
      expect((await admin.post(`/api/community/posts/${old.id}/pin`)).body.isPinned).toBe(false);
      expect(titles(await author.get('/api/community/posts'))).toEqual(['New', 'Old']);
      expect((await admin.post('/api/community/posts/00000000-0000-4000-8000-000000000000/pin')).status).toBe(404);
      expect((await admin.post(`/api/community/posts/${old.id}/pin`, { isPinned: 'yes' })).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
