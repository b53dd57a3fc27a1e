import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityPost } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch, type FakeResponse } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { clickToastAction } from '../../tools/jest/toast';
import { CommunityPage } from '../src/features/community/components/CommunityPage';
import { aComment, aPost, labelled, POST_ID, sentBody, someStats } from './fixtures';

type Route = (url: string, init?: RequestInit) => FakeResponse | Promise<FakeResponse> | undefined;

/** A small /api/community: the stats, a feed of `posts` (two pages when `more`), and whatever `route` answers first. */
function fakeCommunity(posts: CommunityPost[], { route, more }: { route?: Route; more?: CommunityPost[] } = {}) {
  return mockFetch((url, init) => {
    const answer = route?.(url, init);
    if (answer) return answer;
    if (url === '/api/community/stats') return fakeResponse(200, someStats());
    if (url.startsWith('/api/community/posts?cursor=next'))
      return fakeResponse(200, { posts: more ?? [], nextCursor: null });
    if (
      (url === '/api/community/posts' || url.startsWith('/api/community/posts?')) &&
      (init?.method ?? 'GET') === 'GET'
    ) {
      return fakeResponse(200, { posts, nextCursor: more ? 'next' : null });
    }
    return fakeResponse(404, { message: 'Not found' });
  });
}

const article = (title: string) => screen.findByRole('article', { name: title });
/** The buttons of a sheet by what they say to a screen reader. */
const buttonNames = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') || b.textContent);
const getCalls = (fetchMock: jest.Mock, method = 'GET') =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url]) => String(url));

/** A promise settled from the test, to see the screen while a request is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeAll(() => {
  // Radix Toast captures the pointer; jsdom implements no pointer capture.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  });
});

describe('/community', () => {
  afterEach(() => act(() => dismissToast()));

  it('shows the real stats formatted like 1,247 and 5.2k, the category buttons, and No posts yet', async () => {
    fakeCommunity([]);
    renderPage(<CommunityPage />, { route: '/community' });
    const stats = screen.getByLabelText('Community stats');
    await waitFor(() => expect(stats).toHaveTextContent('Members1,247'));
    expect(stats).toHaveTextContent('Posts38');
    expect(stats).toHaveTextContent('Likes5.2k');
    expect(stats).toHaveTextContent(/Active \(posted, liked or commented in the last 30 days\)89%$/);
    const filters = screen.getByRole('group', { name: 'Show posts' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'General', 'Success Stories', 'Questions', 'Motivation', 'Networking', 'Saved']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('shows each post with initials, name, badges, title and its text as text (never as HTML)', async () => {
    fakeCommunity([
      aPost({
        id: 'p1',
        title: 'Pinned rules',
        isPinned: true,
        category: 'general',
        author: { name: 'Anonymous', initials: 'AN' },
      }),
      aPost({ id: 'p2', title: 'Sneaky', content: '<img src=x onerror="alert(1)"><b>bold</b>' }),
    ]);
    renderPage(<CommunityPage />, { route: '/community' });
    const pinned = await article('Pinned rules');
    expect(within(pinned).getByText('AN')).toBeInTheDocument();
    expect(within(pinned).getByText('Pinned')).toBeInTheDocument();
    expect(within(pinned).getByText('General')).toBeInTheDocument();
    const sneaky = await article('Sneaky');
    expect(within(sneaky).getByText('GH')).toBeInTheDocument();
    expect(within(sneaky).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(sneaky).getByText('Success Stories')).toBeInTheDocument();
    expect(within(sneaky).getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
    expect(sneaky.querySelector('img, b')).toBeNull();
    expect(within(screen.getByRole('feed', { name: 'Posts' })).getAllByRole('article')).toHaveLength(2);
  });

  it('filters by category and by Saved (asking the server for that feed)', async () => {
    const fetchMock = fakeCommunity([aPost()]);
    renderPage(<CommunityPage />, { route: '/community' });
    await article('We hit 100 customers');
    await userEvent.click(screen.getByRole('button', { name: 'Questions' }));
    await waitFor(() => expect(getCalls(fetchMock)).toContain('/api/community/posts?category=question'));
    expect(screen.getByRole('button', { name: 'Questions' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() =>
      expect(getCalls(fetchMock)).toContain('/api/community/posts?category=question&bookmarked=true'),
    );
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('New Post: blank fields say Missing Information (inline too) and send nothing; then the post is created and shown', async () => {
    const created = aPost({
      id: 'new',
      title: 'Hello founders',
      content: 'First post here',
      category: 'general',
      isMine: true,
      likesCount: 0,
      commentsCount: 0,
    });
    const fetchMock = fakeCommunity([], {
      route: (url, init) =>
        url === '/api/community/posts' && init?.method === 'POST' ? fakeResponse(201, created) : undefined,
    });
    renderPage(<CommunityPage />, { route: '/community' });
    await screen.findByRole('heading', { name: 'No posts yet' });
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Post' });
    const submit = within(dialog).getByRole('button', { name: 'Share Post' });
    await userEvent.click(submit);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in both title and content.')).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: labelled('Title') });
    expect(title).toHaveAccessibleDescription('Please enter a title');
    expect(within(dialog).getByRole('textbox', { name: labelled("What's on your mind?") })).toHaveAccessibleDescription(
      'Please write something to share',
    );
    expect(getCalls(fetchMock, 'POST')).toEqual([]);
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('General');

    await userEvent.type(title, '  Hello founders ');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: labelled("What's on your mind?") }),
      'First post here',
    );
    await userEvent.click(submit);
    expect(await screen.findByText('Post Created')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/community/posts')).toEqual({
      title: 'Hello founders',
      content: 'First post here',
      category: 'general',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Post' })).not.toBeInTheDocument());
  });

  it("says 'Error' / 'Failed to create post. Please try again.' when the server fails, and the limit in its own words", async () => {
    let answer = fakeResponse(500, { message: 'Something went wrong on our side.' });
    fakeCommunity([], {
      route: (url, init) => (url === '/api/community/posts' && init?.method === 'POST' ? answer : undefined),
    });
    renderPage(<CommunityPage />, { route: '/community' });
    await screen.findByRole('heading', { name: 'No posts yet' });
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Post' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Title') }), 'T');
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled("What's on your mind?") }), 'C');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Post' }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    answer = fakeResponse(429, { message: 'You can share up to 10 posts an hour. Please try again in 12 minutes.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Post' }));
    expect(
      await screen.findByText('You can share up to 10 posts an hour. Please try again in 12 minutes.'),
    ).toBeInTheDocument();
  });

  it('likes in the tap (filled heart, count up) before the server answers, and takes it back if the server fails', async () => {
    const like = deferred<FakeResponse>();
    const fetchMock = fakeCommunity([aPost({ likesCount: 4 })], {
      route: (url) => (url === '/api/community/like' ? like.promise : undefined),
    });
    renderPage(<CommunityPage />, { route: '/community' });
    const post = await article('We hit 100 customers');
    const button = within(post).getByRole('button', { name: 'Like, 4 likes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(within(post).getByRole('button', { name: 'Like, 5 likes' })).toHaveAttribute('aria-pressed', 'true');
    expect(sentBody(fetchMock, 'POST', '/api/community/like')).toEqual({ postId: POST_ID });
    await act(async () => like.resolve(fakeResponse(500, { message: 'down' })));
    expect(await within(post).findByRole('button', { name: 'Like, 4 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Failed to update your like. Please try again.')).toBeInTheDocument();
  });

  it("applies the server's like count once it answers", async () => {
    fakeCommunity([aPost({ likesCount: 4 })], {
      route: (url) =>
        url === '/api/community/like' ? fakeResponse(200, { postId: POST_ID, liked: true, likesCount: 9 }) : undefined,
    });
    renderPage(<CommunityPage />, { route: '/community' });
    const post = await article('We hit 100 customers');
    await userEvent.click(within(post).getByRole('button', { name: 'Like, 4 likes' }));
    expect(await within(post).findByRole('button', { name: 'Like, 9 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('bookmarks a post (pressed at once) and copies its link when there is no share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const fetchMock = fakeCommunity([aPost()], {
      route: (url, init) =>
        url === `/api/community/posts/${POST_ID}/bookmark` && init?.method === 'POST'
          ? fakeResponse(200, { postId: POST_ID, bookmarked: true })
          : undefined,
    });
    renderPage(<CommunityPage />, { route: '/community' });
    const post = await article('We hit 100 customers');
    await userEvent.click(within(post).getByRole('button', { name: 'Bookmark' }));
    expect(within(post).getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(getCalls(fetchMock, 'POST')).toContain(`/api/community/posts/${POST_ID}/bookmark`);
    await userEvent.click(within(post).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/community?post=${POST_ID}`);
  });

  it('opens the thread from the comment count and adds a comment (the count follows)', async () => {
    const comments = [aComment()];
    const fetchMock = fakeCommunity([aPost({ commentsCount: 1 })], {
      route: (url, init) => {
        if (url !== `/api/community/posts/${POST_ID}/comments`) return undefined;
        if (init?.method === 'POST') {
          const created = aComment({
            id: 'c2',
            content: jsonBody(init).content,
            isMine: true,
            author: { name: 'Ada Lovelace', initials: 'AL' },
          });
          comments.push(created);
          return fakeResponse(201, created);
        }
        return fakeResponse(200, { comments, nextCursor: null });
      },
    });
    renderPage(<CommunityPage />, { route: '/community' });
    const post = await article('We hit 100 customers');
    await userEvent.click(within(post).getByRole('button', { name: 'Comments, 1 comment' }));
    const sheet = await screen.findByRole('dialog', { name: 'Comments' });
    expect(await within(sheet).findByText('Congrats!')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Comment' }));
    expect(await within(sheet).findByText('Please write a comment')).toBeInTheDocument();
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Add a comment' }), '  Well done  ');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Comment' }));
    expect(await within(sheet).findByText('Well done')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', `/api/community/posts/${POST_ID}/comments`)).toEqual({ content: 'Well done' });
    expect(within(sheet).getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    // Only one's own comment can be edited.
    expect(within(sheet).getAllByRole('button', { name: 'Edit comment' })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(await within(post).findByRole('button', { name: 'Comments, 2 comments' })).toBeInTheDocument();
  });

  it('offers its author Edit and Delete; Delete hides the post with Undo, and Undo deletes nothing', async () => {
    const fetchMock = fakeCommunity([aPost({ id: 'mine', title: 'Mine', isMine: true })]);
    renderPage(<CommunityPage />, { route: '/community' });
    await userEvent.click(within(await article('Mine')).getByRole('button', { name: 'More actions' }));
    const sheet = await screen.findByRole('dialog', { name: 'Post options' });
    expect(buttonNames(sheet)).toEqual(['Close', 'Edit post', 'Delete post']);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Post Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mine' })).not.toBeInTheDocument();
    await clickToastAction('Undo');
    expect(await article('Mine')).toBeInTheDocument();
    expect(getCalls(fetchMock, 'DELETE')).toEqual([]);
  });

  it("offers Report (not Edit or Delete) on others' posts, and sends the reason", async () => {
    const fetchMock = fakeCommunity([aPost({ id: 'theirs', title: 'Theirs' })], {
      route: (url, init) =>
        url === '/api/community/posts/theirs/report' && init?.method === 'POST'
          ? fakeResponse(200, { postId: 'theirs', alreadyReported: false })
          : undefined,
    });
    renderPage(<CommunityPage />, { route: '/community' });
    await userEvent.click(within(await article('Theirs')).getByRole('button', { name: 'More actions' }));
    const sheet = await screen.findByRole('dialog', { name: 'Post options' });
    expect(buttonNames(sheet)).toEqual(['Close', 'Report post']);
    expect(within(sheet).queryByRole('button', { name: 'Pin to top' })).not.toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Report post' }));
    const report = await screen.findByRole('dialog', { name: 'Report Post' });
    await userEvent.click(within(report).getByRole('radio', { name: 'Harassment or hate' }));
    await userEvent.click(within(report).getByRole('button', { name: 'Report post' }));
    expect(await screen.findByText('Report Sent')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/community/posts/theirs/report')).toEqual({
      reason: 'harassment',
      details: null,
    });
  });

  it('lets its author edit a post in the same sheet; the change shows in the feed', async () => {
    const posts = [aPost({ title: 'Draft title', isMine: true })];
    const fetchMock = fakeCommunity(posts, {
      route: (url, init) => {
        if (url !== `/api/community/posts/${POST_ID}` || init?.method !== 'PUT') return undefined;
        posts[0] = { ...posts[0], ...jsonBody(init), editedAt: '2026-01-06T10:00:00.000Z' };
        return fakeResponse(200, posts[0]);
      },
    });
    renderPage(<CommunityPage />, { route: '/community' });
    await userEvent.click(within(await article('Draft title')).getByRole('button', { name: 'More actions' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Post options' })).getByRole('button', { name: 'Edit post' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Edit Post' });
    const title = within(form).getByRole('textbox', { name: labelled('Title') });
    expect(title).toHaveValue('Draft title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Final title');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Post Updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT')).toEqual({
      title: 'Final title',
      content: 'Took us 8 months.',
      category: 'success',
    });
    expect(await article('Final title')).toHaveTextContent('edited');
  });

  it('shows a long thread 50 comments at a time', async () => {
    const fetchMock = fakeCommunity([aPost({ commentsCount: 51 })], {
      route: (url) => {
        if (url === `/api/community/posts/${POST_ID}/comments`)
          return fakeResponse(200, { comments: [aComment({ content: 'first page' })], nextCursor: 'c50' });
        if (url === `/api/community/posts/${POST_ID}/comments?cursor=c50`)
          return fakeResponse(200, { comments: [aComment({ id: 'c51', content: 'second page' })], nextCursor: null });
        return undefined;
      },
    });
    renderPage(<CommunityPage />, { route: '/community' });
    await userEvent.click(
      within(await article('We hit 100 customers')).getByRole('button', { name: 'Comments, 51 comments' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Comments' });
    await within(sheet).findByText('first page');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show more comments' }));
    expect(await within(sheet).findByText('second page')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
    expect(getCalls(fetchMock)).toContain(`/api/community/posts/${POST_ID}/comments?cursor=c50`);
  });

  it('shows admins Pin and Delete on anyone’s post', async () => {
    fakeCommunity([aPost({ title: 'Theirs', hidden: true })]);
    renderPage(<CommunityPage />, { route: '/community', user: testUser({ isAdmin: true }) });
    const post = await article('Theirs');
    expect(within(post).getByText(/Hidden after reports/)).toBeInTheDocument();
    await userEvent.click(within(post).getByRole('button', { name: 'More actions' }));
    const sheet = await screen.findByRole('dialog', { name: 'Post options' });
    expect(buttonNames(sheet)).toEqual(['Close', 'Pin to top', 'Restore post', 'Report post', 'Delete post']);
  });

  it('loads the next page with the cursor, with a loading indicator', async () => {
    const next = deferred<FakeResponse>();
    const fetchMock = fakeCommunity([aPost({ id: 'p1', title: 'First page' })], {
      route: (url) => (url.includes('cursor=next') ? next.promise : undefined),
      more: [],
    });
    renderPage(<CommunityPage />, { route: '/community' });
    await article('First page');
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading more posts…');
    expect(getCalls(fetchMock)).toContain('/api/community/posts?cursor=next');
    await act(async () =>
      next.resolve(fakeResponse(200, { posts: [aPost({ id: 'p2', title: 'Second page' })], nextCursor: null })),
    );
    expect(await article('Second page')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
  });

  it('opens a shared link (?post=) on that post, and says so when it is gone', async () => {
    fakeCommunity([], {
      route: (url) =>
        url === `/api/community/posts/${POST_ID}` ? fakeResponse(200, aPost({ title: 'Shared one' })) : undefined,
    });
    renderPage(<CommunityPage />, { route: `/community?post=${POST_ID}` });
    expect(await article('Shared one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all posts' })).toBeInTheDocument();
  });

  it('says a shared post is not available when it was deleted', async () => {
    fakeCommunity([]);
    renderPage(<CommunityPage />, { route: '/community?post=gone' });
    expect(await screen.findByRole('heading', { name: 'Post not available' })).toBeInTheDocument();
  });
});
