import type { ZodType } from 'zod';
import { createSnapshotSchema, createSocialAccountSchema, updateSocialAccountSchema, validateSocialMediaSchema } from '@fj/contracts';
import { databaseSnapshot, fuzzEndpoint } from '@fj/server-kit/testing';
import { setupSocial } from './support/setup';

// Every mutating social endpoint gets the shared fuzz run (≥ 200 bodies plus the crash cases in every field): never a
// 5xx, every 4xx a readable { message }, nothing written on a 4xx.
let social: Awaited<ReturnType<typeof setupSocial>>;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  social = await setupSocial({ oauth: false });
  // The hourly fetch counter (rate_limit) may count a refused request; nothing else may change.
  snapshot = databaseSnapshot(social.db, { exclude: ['rate_limit'] });
});
afterAll(() => social.close());

async function premiumOwner() {
  const user = await social.newUser({ isPremium: true });
  const api = await social.as(user);
  return { api, headers: api.headers, businessId: await social.newBusiness(user.userId) };
}
type Owner = Awaited<ReturnType<typeof premiumOwner>>;
const manualAccount = async (o: Owner) => (await o.api.post('/api/social-accounts', { platform: 'instagram', businessId: o.businessId, username: 'ada' })).body.id as string;

const ENDPOINTS: Array<{ name: string; method: 'post' | 'patch'; schema: ZodType; path: (o: Owner) => Promise<string> | string; fixed?: (o: Owner) => Record<string, unknown>; reaches: number }> = [
  // Pinned to a manual platform: valid bodies reach the database without fetching anything.
  { name: 'POST /api/social-accounts', method: 'post', schema: createSocialAccountSchema, path: () => '/api/social-accounts', fixed: (o) => ({ businessId: o.businessId, platform: 'linkedin', connectionRef: null }), reaches: 201 },
  { name: 'PATCH /api/social-accounts/:id', method: 'patch', schema: updateSocialAccountSchema, path: async (o) => `/api/social-accounts/${await manualAccount(o)}`, reaches: 200 },
  { name: 'POST /api/social-accounts/:id/snapshots', method: 'post', schema: createSnapshotSchema, path: async (o) => `/api/social-accounts/${await manualAccount(o)}/snapshots`, fixed: () => ({ date: undefined }), reaches: 201 },
  { name: 'POST /api/validate-social-media', method: 'post', schema: validateSocialMediaSchema, path: () => '/api/validate-social-media', reaches: 200 },
];

it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
  const owner = await premiumOwner();
  const report = await fuzzEndpoint(social.app, endpoint.method, await endpoint.path(owner), endpoint.schema, { headers: owner.headers, snapshot, fixed: endpoint.fixed?.(owner) });
  expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
});
