import type { CommunityPost, CommunityStats, PostComment } from '@fj/contracts';

export const POST_ID = '11111111-1111-4111-8111-111111111111';

export const aPost = (overrides: Partial<CommunityPost> = {}): CommunityPost => ({
  id: POST_ID,
  title: 'We hit 100 customers',
  content: 'Took us 8 months.',
  category: 'success',
  isPinned: false,
  likesCount: 4,
  commentsCount: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  editedAt: null,
  hidden: false,
  author: { name: 'Grace Hopper', initials: 'GH' },
  isMine: false,
  likedByMe: false,
  bookmarkedByMe: false,
  ...overrides,
});

export const aComment = (overrides: Partial<PostComment> = {}): PostComment => ({
  id: 'c1',
  postId: POST_ID,
  content: 'Congrats!',
  createdAt: '2026-01-05T11:00:00.000Z',
  editedAt: null,
  author: { name: 'Alan Turing', initials: 'AT' },
  isMine: false,
  ...overrides,
});

export const someStats = (overrides: Partial<CommunityStats> = {}): CommunityStats => ({
  members: 1247,
  posts: 38,
  likes: 5234,
  activeMembers: 1110,
  activePercent: 89,
  ...overrides,
});

/** The JSON body of the first fetch call with this method (and URL, when given). */
export function sentBody(fetchMock: jest.Mock, method: string, url?: string): unknown {
  const call = fetchMock.mock.calls.find(([u, init]) => init?.method === method && (url === undefined || u === url));
  if (!call) throw new Error(`no ${method} ${url ?? ''} was sent`);
  return JSON.parse(String(call[1].body));
}

/** A form control by its visible label, with or without the required asterisk. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[()?]/g, '\\$&')}( \\*)?$`);
