import type { InfiniteData } from '@tanstack/react-query';
import {
  COMMUNITY_CATEGORIES,
  createCommunityPostSchema,
  REPORT_REASONS as CONTRACT_REASONS,
  type CommunityFeed,
} from '@fj/contracts';
import { POST_CONTENT_REQUIRED, POST_TITLE_REQUIRED } from '@fj/contracts/messages';
import { CATEGORIES, CATEGORY_LABELS, DEFAULT_CATEGORY, REPORT_REASONS } from '../src/shared/model/categories';
import { insertNewPost, removePost, toggledLike, updatePost } from '../src/shared/model/feedCache';
import { emptyFeedText, feedUrl, filterFromParams, paramsFromFilter } from '../src/shared/model/feedFilter';
import { formatCompact, formatCount, formatPercent } from '../src/features/community/model/formatStats';
import { postDate } from '../src/features/community/model/postDates';
import {
  EMPTY_POST_FORM,
  postToFormValues,
  toPostRequest,
  validatePostForm,
} from '../src/features/community/model/postForm';
import { postLink, sharePost } from '../src/features/community/model/share';
import { aPost } from './fixtures';

describe('categories', () => {
  it("are exactly the contract's five, in the product's order and words, General by default", () => {
    expect(CATEGORIES).toEqual([...COMMUNITY_CATEGORIES]);
    expect(CATEGORIES.map((c) => CATEGORY_LABELS[c])).toEqual([
      'General',
      'Success Stories',
      'Questions',
      'Motivation',
      'Networking',
    ]);
    expect(DEFAULT_CATEGORY).toBe('general');
    expect(REPORT_REASONS).toEqual([...CONTRACT_REASONS]);
  });
});

describe('stats formatting (like 1,247 and 5.2k)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1247, '1,247'],
    [99_999, '99,999'],
    [125_400, '125.4k'],
    [1_250_000, '1.3M'],
  ])('members and posts: %d → %s', (n, text) => expect(formatCount(n)).toBe(text));

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [5234, '5.2k'],
    [5_000_000, '5M'],
  ])('likes: %d → %s', (n, text) => expect(formatCompact(n)).toBe(text));

  it('active is a percentage', () => expect(formatPercent(89)).toBe('89%'));
});

describe('the feed filter in the URL', () => {
  it('reads a known category and Saved, and ignores anything else', () => {
    expect(filterFromParams(new URLSearchParams('category=success&saved=1'))).toEqual({
      category: 'success',
      saved: true,
    });
    expect(filterFromParams(new URLSearchParams('category=memes&saved=yes'))).toEqual({ category: null, saved: false });
  });

  it('writes the filter back (dropping ?post=) and builds the API call for a page', () => {
    expect(paramsFromFilter({ category: 'question', saved: true }).toString()).toBe('category=question&saved=1');
    expect(paramsFromFilter({ category: null, saved: false }).toString()).toBe('');
    expect(feedUrl({ category: null, saved: false }, null)).toBe('/api/community/posts');
    expect(feedUrl({ category: 'success', saved: true }, 'abc')).toBe(
      '/api/community/posts?category=success&bookmarked=true&cursor=abc',
    );
  });

  it("says 'No posts yet' for the feed and a category, and what Saved is for", () => {
    expect(emptyFeedText({ category: null, saved: false }, null).title).toBe('No posts yet');
    expect(emptyFeedText({ category: 'question', saved: false }, 'Questions').description).toMatch(/in Questions/);
    expect(emptyFeedText({ category: null, saved: true }, null).title).toBe('No saved posts yet');
  });
});

describe('the post form', () => {
  it('requires title and content (each said inline) and sends them trimmed with the category', () => {
    expect(validatePostForm(EMPTY_POST_FORM)).toEqual({ title: POST_TITLE_REQUIRED, content: POST_CONTENT_REQUIRED });
    expect(validatePostForm({ ...EMPTY_POST_FORM, title: 'x', content: '  ' })).toEqual({
      content: POST_CONTENT_REQUIRED,
    });
    expect(toPostRequest({ title: '  Hi ', content: ' there ', category: 'general' })).toEqual({
      title: 'Hi',
      content: 'there',
      category: 'general',
    });
    expect(toPostRequest({ title: ' ', content: 'x', category: 'general' })).toBeNull();
    expect(postToFormValues(aPost())).toEqual({
      title: 'We hit 100 customers',
      content: 'Took us 8 months.',
      category: 'success',
    });
  });

  it('says inline exactly what the server would answer', () => {
    const issue = (body: object) => createCommunityPostSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(issue({ title: ' ', content: ' ' })).toEqual([POST_TITLE_REQUIRED, POST_CONTENT_REQUIRED]);
  });

  it('builds requests the contract accepts', () => {
    const body = toPostRequest({ title: 'T', content: 'C', category: 'networking' });
    expect(createCommunityPostSchema.safeParse(body).success).toBe(true);
  });
});

describe('the feed cache', () => {
  const feed = (...pages: string[][]): InfiniteData<CommunityFeed> => ({
    pages: pages.map((ids) => ({
      posts: ids.map((id) => aPost({ id, isPinned: id.startsWith('pin') })),
      nextCursor: null,
    })),
    pageParams: pages.map(() => null),
  });
  const ids = (data: InfiniteData<CommunityFeed> | undefined) => data?.pages.map((p) => p.posts.map((x) => x.id));

  it('changes one post wherever it is (feeds and a shared post) and leaves everything else alone', () => {
    const data = feed(['a', 'b'], ['c']);
    const changed = updatePost(data, 'c', toggledLike);
    expect(changed.pages[1].posts[0]).toMatchObject({ likedByMe: true, likesCount: 5 });
    expect(changed.pages[0].posts.map((p) => p.likedByMe)).toEqual([false, false]);
    expect(updatePost(data, 'zzz', toggledLike)).toBe(data);
    expect(updatePost(aPost({ id: 'c' }), 'c', toggledLike)).toMatchObject({ likedByMe: true });
    const thread = { pages: [{ comments: [], nextCursor: null }], pageParams: [null] };
    expect(updatePost(thread, 'c', toggledLike)).toBe(thread);
  });

  it('un-likes down to zero, never below', () => {
    expect(toggledLike(aPost({ likedByMe: true, likesCount: 1 }))).toMatchObject({ likedByMe: false, likesCount: 0 });
    expect(toggledLike(aPost({ likedByMe: true, likesCount: 0 })).likesCount).toBe(0);
  });

  it('removes a deleted post and inserts a new one after the pinned posts', () => {
    expect(ids(removePost(feed(['a', 'b'], ['c']), 'b'))).toEqual([['a'], ['c']]);
    expect(ids(insertNewPost(feed(['pin1', 'a']), aPost({ id: 'new' })))).toEqual([['pin1', 'new', 'a']]);
    expect(ids(insertNewPost(feed(['pin1']), aPost({ id: 'new' })))).toEqual([['pin1', 'new']]);
    expect(ids(insertNewPost(feed(['new', 'a']), aPost({ id: 'new' })))).toEqual([['new', 'a']]);
    expect(insertNewPost(undefined, aPost())).toBeUndefined();
  });
});

describe('post dates', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:40Z', 'just now'],
    ['2026-03-10T11:55:00Z', '5m ago'],
    ['2026-03-10T09:00:00Z', '3h ago'],
    ['2026-03-05T09:00:00Z', 'Mar 5'],
    ['2024-03-05T09:00:00Z', 'Mar 5, 2024'],
  ])('%s → %s', (iso, text) => expect(postDate(iso, now)).toBe(text));
});

describe('sharing a post', () => {
  const post = { id: 'p 1', title: 'Hello' };
  it('links to /community?post={id} on this origin', () => {
    expect(postLink('https://app.example', 'p 1')).toBe('https://app.example/community?post=p%201');
  });

  it('uses the share sheet where there is one; a closed sheet is not an error', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const copy = jest.fn();
    expect(await sharePost(post, { origin: 'https://a', share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Hello', text: 'Hello', url: 'https://a/community?post=p%201' });
    expect(copy).not.toHaveBeenCalled();
    const cancelled = jest.fn().mockRejectedValue(Object.assign(new Error('x'), { name: 'AbortError' }));
    expect(await sharePost(post, { origin: 'https://a', share: cancelled, copy })).toBe('cancelled');
  });

  it('copies the link without a share sheet (or when it fails), and says when copying fails too', async () => {
    const copy = jest.fn().mockResolvedValue(undefined);
    expect(await sharePost(post, { origin: 'https://a', copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith('https://a/community?post=p%201');
    expect(
      await sharePost(post, { origin: 'https://a', share: jest.fn().mockRejectedValue(new Error('NotAllowed')), copy }),
    ).toBe('copied');
    expect(await sharePost(post, { origin: 'https://a', copy: jest.fn().mockRejectedValue(new Error('denied')) })).toBe(
      'failed',
    );
    expect(await sharePost(post, { origin: 'https://a' })).toBe('failed');
  });
});
