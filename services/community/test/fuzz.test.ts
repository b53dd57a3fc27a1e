import { z, type ZodType } from 'zod';
import { createCommentSchema, createCommunityPostSchema, pinPostSchema, reportPostSchema, toggleLikeSchema, updateCommentSchema, updateCommunityPostSchema } from '@fj/contracts';
import { databaseSnapshot, fuzzEndpoint } from '@fj/server-kit/testing';
import { setupCommunity, type Api, type Community } from './helpers';

// Every mutating community endpoint gets the shared fuzz run (≥ 200 bodies plus the known crash cases in every
// field): never a 5xx, every 4xx a readable { message }, nothing written on a 4xx. The rate limits are raised so valid
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
const noBody = z.object({}).strict();

const ENDPOINTS: Array<{ name: string; schema: ZodType; as: (s: Setup) => Api; path: (s: Setup) => Promise<string> | string; fixed?: (s: Setup) => Record<string, unknown>; reaches: number }> = [
  { name: 'POST /api/community/posts', schema: createCommunityPostSchema, as: (s) => s.author, path: () => '/api/community/posts', reaches: 201 },
  { name: 'PUT /api/community/posts/:id', schema: updateCommunityPostSchema, as: (s) => s.author, path: (s) => `/api/community/posts/${s.postId}`, reaches: 200 },
  { name: 'POST /api/community/like', schema: toggleLikeSchema, as: (s) => s.other, path: () => '/api/community/like', fixed: (s) => ({ postId: s.postId }), reaches: 200 },
  { name: 'POST /api/community/posts/:id/comments', schema: createCommentSchema, as: (s) => s.other, path: (s) => `/api/community/posts/${s.postId}/comments`, reaches: 201 },
  {
    name: 'PUT /api/community/comments/:id', schema: updateCommentSchema, as: (s) => s.other, reaches: 200,
    path: async (s) => `/api/community/comments/${(await s.other.post(`/api/community/posts/${s.postId}/comments`, { content: 'first' })).body.id}`,
  },
  { name: 'POST /api/community/posts/:id/bookmark', schema: noBody, as: (s) => s.other, path: (s) => `/api/community/posts/${s.postId}/bookmark`, reaches: 200 },
  { name: 'POST /api/community/posts/:id/report', schema: reportPostSchema, as: (s) => s.other, path: (s) => `/api/community/posts/${s.postId}/report`, reaches: 200 },
  { name: 'POST /api/community/posts/:id/pin', schema: pinPostSchema, as: (s) => s.admin, path: (s) => `/api/community/posts/${s.postId}/pin`, reaches: 200 },
  { name: 'POST /api/community/posts/:id/restore', schema: noBody, as: (s) => s.admin, path: (s) => `/api/community/posts/${s.postId}/restore`, reaches: 200 },
];

it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (name, endpoint) => {
  const author = await c.member();
  const setup: Setup = { author, other: await c.member(), admin: await c.admin(), postId: (await c.post(author)).id };
  const caller = endpoint.as(setup);
  const method = name.startsWith('PUT') ? 'put' : 'post';
  const report = await fuzzEndpoint(c.app, method, await endpoint.path(setup), endpoint.schema, { headers: caller.headers, snapshot, fixed: endpoint.fixed?.(setup) });
  expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
  expect(report.requests).toBeGreaterThanOrEqual(200);
  // Whatever was sent, the counters still equal the rows.
  expect((await c.counters()).filter((r) => r.likesCount !== r.likes || r.commentsCount !== r.comments)).toEqual([]);
});
