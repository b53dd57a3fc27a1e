import { contractOf, databaseSnapshot, fuzzEndpoint, type Contract } from '@fj/server-kit/testing';
import { setupCommunity, type Api, type Community } from './helpers';

// Every mutating community endpoint gets the shared fuzz run (the named crash cases in every field plus random valid,
// boundary and hostile bodies): never a 5xx, every 4xx a readable { message }, nothing written on a 4xx, every 2xx body
// as the catalog's response schema describes it. The rate limits are raised so valid
// bodies keep reaching the database (the limiter's own table may change on a 429, so it is left out of the snapshot).

let c: Community;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  c = await setupCommunity({ COMMUNITY_POST_RATE_LIMIT: '100000', COMMUNITY_COMMENT_RATE_LIMIT: '100000' });
  snapshot = databaseSnapshot(c.db, { exclude: ['rate_limit'] });
});
afterAll(() => c.close());

interface Setup {
  author: Api;
  other: Api;
  admin: Api;
  postId: string;
}

// Bookmark and restore take no body: the fuzz run sends them hostile bodies and raw texts all the same.
const ENDPOINTS: Array<{
  contract: Contract;
  as: (s: Setup) => Api;
  path: (s: Setup) => Promise<string> | string;
  fixed?: (s: Setup) => Record<string, unknown>;
  reaches: number;
}> = [
  {
    contract: contractOf('post', '/api/community/posts'),
    as: (s) => s.author,
    path: () => '/api/community/posts',
    reaches: 201,
  },
  {
    contract: contractOf('put', '/api/community/posts/{id}'),
    as: (s) => s.author,
    path: (s) => `/api/community/posts/${s.postId}`,
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/community/like'),
    as: (s) => s.other,
    path: () => '/api/community/like',
    fixed: (s) => ({ postId: s.postId }),
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/community/posts/{id}/comments'),
    as: (s) => s.other,
    path: (s) => `/api/community/posts/${s.postId}/comments`,
    reaches: 201,
  },
  {
    contract: contractOf('put', '/api/community/comments/{id}'),
    as: (s) => s.other,
    reaches: 200,
    path: async (s) =>
      `/api/community/comments/${(await s.other.post(`/api/community/posts/${s.postId}/comments`, { content: 'first' })).body.id}`,
  },
  {
    contract: contractOf('post', '/api/community/posts/{id}/bookmark'),
    as: (s) => s.other,
    path: (s) => `/api/community/posts/${s.postId}/bookmark`,
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/community/posts/{id}/report'),
    as: (s) => s.other,
    path: (s) => `/api/community/posts/${s.postId}/report`,
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/community/posts/{id}/pin'),
    as: (s) => s.admin,
    path: (s) => `/api/community/posts/${s.postId}/pin`,
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/community/posts/{id}/restore'),
    as: (s) => s.admin,
    path: (s) => `/api/community/posts/${s.postId}/restore`,
    reaches: 200,
  },
];

it.each(ENDPOINTS.map((e) => [e.contract.name, e] as const))('%s', async (_name, endpoint) => {
  const author = await c.member();
  const setup: Setup = { author, other: await c.member(), admin: await c.admin(), postId: (await c.post(author)).id };
  const caller = endpoint.as(setup);
  const { method, body, response } = endpoint.contract;
  const report = await fuzzEndpoint(c.app, method, await endpoint.path(setup), body, {
    response,
    headers: caller.headers,
    snapshot,
    fixed: endpoint.fixed?.(setup),
  });
  expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
  // Whatever was sent, the counters still equal the rows.
  expect((await c.counters()).filter((r) => r.likesCount !== r.likes || r.commentsCount !== r.comments)).toEqual([]);
});
