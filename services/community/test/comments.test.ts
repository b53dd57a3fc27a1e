import crypto from 'node:crypto';
import { setupCommunity, type Community } from './helpers';

let c: Community;
beforeAll(async () => {
  c = await setupCommunity();
});
afterAll(() => c.close());

const contents = (res: { body: { comments: Array<{ content: string }> } }) => res.body.comments.map((x) => x.content);

describe('comments', () => {
  it('adds comments to a thread, oldest first, each with its author; the post counts them', async () => {
    const author = await c.member({ firstName: 'Ann', lastName: 'Author' });
    const reader = await c.member({ firstName: 'Rita', lastName: 'Reader' });
    const post = await c.post(author);
    const res = await reader.post(`/api/community/posts/${post.id}/comments`, { content: '  Congrats!  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      postId: post.id,
      content: 'Congrats!',
      createdAt: expect.any(String),
      editedAt: null,
      author: { name: 'Rita Reader', initials: 'RR' },
      isMine: true,
    });
    await author.post(`/api/community/posts/${post.id}/comments`, { content: 'Thank you' });
    const thread = await author.get(`/api/community/posts/${post.id}/comments`);
    expect(thread.status).toBe(200);
    expect(
      thread.body.comments.map((x: { content: string; isMine: boolean; author: { initials: string } }) => [
        x.content,
        x.isMine,
        x.author.initials,
      ]),
    ).toEqual([
      ['Congrats!', false, 'RR'],
      ['Thank you', true, 'AA'],
    ]);
    expect(thread.body.nextCursor).toBeNull();
    expect((await author.get(`/api/community/posts/${post.id}`)).body.commentsCount).toBe(2);
  });

  it('pages a long thread 50 at a time without repeats, in ONE query per page', async () => {
    const author = await c.member();
    const post = await c.post(author);
    await c.db.postComment.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        id: crypto.randomUUID(),
        postId: post.id,
        userId: author.user.userId,
        content: `c${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    });
    const url = `/api/community/posts/${post.id}/comments`;
    const pages = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await author.get(cursor ? `${url}?cursor=${cursor}` : url);
      pages.push(contents(res));
      cursor = res.body.nextCursor;
    }
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(pages.flat()).toEqual(Array.from({ length: 120 }, (_, i) => `c${i}`));
    expect(await c.statementsOf(() => author.get(url).expect(200))).toHaveLength(1);
  });

  it('answers an empty thread, and 404 for an unknown post (read or write)', async () => {
    const api = await c.member();
    const post = await c.post(api);
    expect((await api.get(`/api/community/posts/${post.id}/comments`)).body).toEqual({
      comments: [],
      nextCursor: null,
    });
    const unknown = '/api/community/posts/00000000-0000-4000-8000-000000000000/comments';
    expect((await api.get(unknown)).status).toBe(404);
    expect((await api.post(unknown, { content: 'hello?' })).status).toBe(404);
    expect(await c.db.postComment.count({ where: { userId: api.user.userId } })).toBe(0);
  });

  it.each([
    ['a blank comment', { content: '   ' }, /content: Please write a comment/],
    ['2,001 characters', { content: 'x'.repeat(2001) }, /Comment is at most 2000 characters/],
    ['an unknown key', { content: 'ok', postId: 'other' }, /postId/],
  ])('refuses %s with a 400 and writes nothing', async (_label, body, message) => {
    const api = await c.member();
    const post = await c.post(api);
    const res = await api.post(`/api/community/posts/${post.id}/comments`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await c.db.communityPost.findUniqueOrThrow({ where: { id: post.id } })).commentsCount).toBe(0);
  });

  it('lets its author edit and delete a comment, an admin delete it, and nobody else (404)', async () => {
    const author = await c.member();
    const commenter = await c.member();
    const stranger = await c.member();
    const post = await c.post(author);
    const { body: comment } = await commenter.post(`/api/community/posts/${post.id}/comments`, { content: 'Frist' });
    expect((await stranger.put(`/api/community/comments/${comment.id}`, { content: 'vandalised' })).status).toBe(404);
    expect((await stranger.delete(`/api/community/comments/${comment.id}`)).status).toBe(404);
    // The post's author does not moderate comments either: only admins do.
    expect((await author.delete(`/api/community/comments/${comment.id}`)).status).toBe(404);
    const edited = await commenter.put(`/api/community/comments/${comment.id}`, { content: 'First' });
    expect(edited.body).toMatchObject({ content: 'First', editedAt: expect.any(String), isMine: true });
    expect((await commenter.delete(`/api/community/comments/${comment.id}`)).status).toBe(204);
    expect((await author.get(`/api/community/posts/${post.id}`)).body.commentsCount).toBe(0);

    const { body: second } = await commenter.post(`/api/community/posts/${post.id}/comments`, { content: 'again' });
    expect((await (await c.admin()).delete(`/api/community/comments/${second.id}`)).status).toBe(204);
    expect((await author.get(`/api/community/posts/${post.id}`)).body.commentsCount).toBe(0);
    expect((await commenter.delete('/api/community/comments/not-an-id')).status).toBe(404);
  });
});
