import { contractOf, databaseSnapshot, fuzzEndpoint, type Contract } from '@fj/server-kit/testing';
import { STUB_CHANNEL_ID } from './support/social-stub';
import { setupSocial } from './support/setup';

// Every mutating social endpoint gets the shared fuzz run (the named crash cases in every field plus random valid,
// boundary and hostile bodies): never a 5xx, every 4xx a readable { message }, nothing written on a 4xx, every 2xx
// body as the catalog's response schema describes it. The feed reader's endpoints are fuzzed in feed-reader.test.ts.
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
const manualAccount = async (o: Owner) =>
  (await o.api.post('/api/social-accounts', { platform: 'instagram', businessId: o.businessId, username: 'ada' })).body
    .id as string;

const ENDPOINTS: Array<{
  contract: Contract;
  path?: (o: Owner) => Promise<string> | string;
  fixed?: (o: Owner) => Record<string, unknown>;
  reaches: number;
}> = [
  // Pinned to a manual platform: valid bodies reach the database without fetching anything.
  {
    contract: contractOf('post', '/api/social-accounts'),
    fixed: (o) => ({ businessId: o.businessId, platform: 'linkedin', connectionRef: null }),
    reaches: 201,
  },
  {
    contract: contractOf('patch', '/api/social-accounts/{id}'),
    path: async (o) => `/api/social-accounts/${await manualAccount(o)}`,
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/social-accounts/{id}/snapshots'),
    path: async (o) => `/api/social-accounts/${await manualAccount(o)}/snapshots`,
    fixed: () => ({ date: undefined }),
    reaches: 201,
  },
  { contract: contractOf('post', '/api/validate-social-media'), reaches: 200 },
  // Valid bodies name the local stub's feed and channel, so they are fetched (the SSRF guard lets only the stub through).
  {
    contract: contractOf('post', '/api/validate-rss'),
    fixed: () => ({ rssUrl: `${social.stub.url}/feeds/podcast.xml` }),
    reaches: 200,
  },
  {
    contract: contractOf('post', '/api/validate-youtube'),
    fixed: () => ({ channelUrl: `https://www.youtube.com/channel/${STUB_CHANNEL_ID}` }),
    reaches: 200,
  },
];

it.each(ENDPOINTS.map((e) => [e.contract.name, e] as const))(
  '%s',
  async (_name, endpoint) => {
    const owner = await premiumOwner();
    const { method, path, body, response } = endpoint.contract;
    const report = await fuzzEndpoint(social.app, method, endpoint.path ? await endpoint.path(owner) : path, body, {
      response,
      headers: owner.headers,
      snapshot,
      fixed: endpoint.fixed?.(owner),
    });
    expect(report.statuses[endpoint.reaches]).toBeGreaterThan(0);
    // A run on 2 busy cores can take far longer than jest's default 30 s; a timed-out run would keep writing into the
    // next endpoint's snapshots.
  },
  120_000,
);
