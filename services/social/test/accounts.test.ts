import { SOCIAL_ACCOUNT_LIMIT_MESSAGE } from '@fj/contracts';
import { setupSocial } from './support/setup';
import { STUB_CHANNEL_ID } from './support/social-stub';

let social: Awaited<ReturnType<typeof setupSocial>>;
beforeAll(async () => {
  social = await setupSocial();
});
afterAll(() => social.close());

async function owner(isPremium = false) {
  const identity = await social.newUser({ isPremium });
  return { identity, api: await social.as(identity), businessId: await social.newBusiness(identity.userId) };
}

it('links a podcast by its feed: checked again, measured at once (episodes), listed per business', async () => {
  const { api, businessId } = await owner();
  const created = await api.post('/api/social-accounts', {
    platform: 'podcast',
    businessId,
    rssUrl: `${social.stub.url}/feeds/podcast.xml`,
    username: null,
    accessToken: 'ignored',
    isConnected: false,
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    platform: 'podcast',
    username: 'Founder Stories',
    connectionKind: 'public_feed',
    isConnected: true,
    monthlyGrowthTarget: 10,
    rssUrl: `${social.stub.url}/feeds/podcast.xml`,
  });
  expect(created.body).not.toHaveProperty('accessToken');
  const snapshots = await social.db.growthSnapshot.findMany({ where: { accountId: created.body.id } });
  expect(snapshots.map((s) => [s.followers, s.posts, s.source])).toEqual([[null, 3, 'job']]);
  expect(
    (await api.get(`/api/social-accounts?businessId=${businessId}`)).body.map((a: { id: string }) => a.id),
  ).toEqual([created.body.id]);
  expect((await api.get('/api/social-accounts')).body).toHaveLength(1);
  // The same feed twice is one account.
  expect(
    (
      await api.post('/api/social-accounts', {
        platform: 'podcast',
        businessId,
        rssUrl: `${social.stub.url}/feeds/podcast.xml`,
      })
    ).status,
  ).toBe(409);
  // A feed that does not parse is refused before anything is written.
  const broken = await api.post('/api/social-accounts', {
    platform: 'podcast',
    businessId,
    rssUrl: `${social.stub.url}/feeds/broken.xml`,
  });
  expect([broken.status, broken.body.message]).toEqual([
    400,
    'That address answered with XML that is not a readable feed.',
  ]);
});

it('links a YouTube channel and a manual account; the Free plan stops at 3 per business, Premium does not', async () => {
  const free = await owner();
  const yt = await free.api.post('/api/social-accounts', {
    platform: 'youtube',
    businessId: free.businessId,
    channelUrl: `https://www.youtube.com/channel/${STUB_CHANNEL_ID}`,
  });
  expect(yt.body).toMatchObject({
    platform: 'youtube',
    username: 'Build In Public',
    channelId: STUB_CHANNEL_ID,
    connectionKind: 'public_feed',
  });
  for (const username of ['one', '@Two']) {
    const res = await free.api.post('/api/social-accounts', {
      platform: 'instagram',
      businessId: free.businessId,
      username,
    });
    expect([res.status, res.body.connectionKind]).toEqual([201, 'manual']);
  }
  expect(
    (
      await free.api.post('/api/social-accounts', {
        platform: 'instagram',
        businessId: free.businessId,
        username: 'two',
      })
    ).status,
  ).toBe(403);
  const fourth = await free.api.post('/api/social-accounts', {
    platform: 'tiktok',
    businessId: free.businessId,
    username: 'four',
  });
  expect([fourth.status, fourth.body.message]).toEqual([403, SOCIAL_ACCOUNT_LIMIT_MESSAGE]);
  // The limit is per business.
  const other = await social.newBusiness(free.identity.userId, 'Second');
  expect(
    (await free.api.post('/api/social-accounts', { platform: 'tiktok', businessId: other, username: 'four' })).status,
  ).toBe(201);
  const premium = await owner(true);
  for (const username of ['a', 'b', 'c', 'd'])
    expect(
      (
        await premium.api.post('/api/social-accounts', {
          platform: 'linkedin',
          businessId: premium.businessId,
          username,
        })
      ).status,
    ).toBe(201);
  // Parallel creates cannot both pass the limit.
  const racer = await owner();
  const results = await Promise.all(
    ['r1', 'r2', 'r3', 'r4', 'r5'].map((username) =>
      racer.api.post('/api/social-accounts', { platform: 'tiktok', businessId: racer.businessId, username }),
    ),
  );
  expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 403, 403]);
});

it("answers 404 for another user's business and accounts, and for malformed ids; writes nothing", async () => {
  const a = await owner();
  const b = await owner();
  const account = (
    await a.api.post('/api/social-accounts', { platform: 'linkedin', businessId: a.businessId, username: 'ada' })
  ).body;
  const before = await social.db.socialAccount.count();
  expect(
    (await b.api.post('/api/social-accounts', { platform: 'linkedin', businessId: a.businessId, username: 'bob' }))
      .status,
  ).toBe(404);
  expect(
    (await b.api.post('/api/social-accounts', { platform: 'linkedin', businessId: 'not-a-uuid', username: 'bob' }))
      .status,
  ).toBe(404);
  expect((await b.api.get(`/api/social-accounts?businessId=${a.businessId}`)).body).toEqual([]);
  expect((await b.api.get('/api/social-accounts?businessId=nope')).status).toBe(404);
  expect((await b.api.patch(`/api/social-accounts/${account.id}`, { monthlyGrowthTarget: 20 })).status).toBe(404);
  expect((await b.api.post(`/api/social-accounts/${account.id}/snapshots`, { followers: 5 })).status).toBe(404);
  expect((await b.api.delete(`/api/social-accounts/${account.id}`)).status).toBe(404);
  expect((await b.api.delete('/api/social-accounts/123')).status).toBe(404);
  expect((await b.api.get(`/api/social-growth?businessId=${a.businessId}`)).body.accounts).toEqual([]);
  expect(await social.db.socialAccount.count()).toBe(before);
  expect(await social.db.growthSnapshot.count({ where: { accountId: account.id } })).toBe(0);
});

it('edits the growth target, takes manual counts (today or a past date, never the future) and unlinks with its snapshots', async () => {
  const { api, businessId } = await owner();
  const account = (await api.post('/api/social-accounts', { platform: 'instagram', businessId, username: 'ada' })).body;
  expect(
    (await api.patch(`/api/social-accounts/${account.id}`, { monthlyGrowthTarget: 25 })).body.monthlyGrowthTarget,
  ).toBe(25);
  expect((await api.patch(`/api/social-accounts/${account.id}`, { monthlyGrowthTarget: 0 })).status).toBe(400);
  const earlier = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const first = await api.post(`/api/social-accounts/${account.id}/snapshots`, { followers: 1000, date: earlier });
  expect([first.status, first.body.capturedAt]).toEqual([201, `${earlier}T12:00:00.000Z`]);
  expect((await api.post(`/api/social-accounts/${account.id}/snapshots`, { followers: 1100 })).status).toBe(201);
  const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  expect(
    (await api.post(`/api/social-accounts/${account.id}/snapshots`, { followers: 1, date: future })).body.message,
  ).toBe('The date cannot be in the future');
  expect((await api.post(`/api/social-accounts/${account.id}/snapshots`, { followers: -1 })).status).toBe(400);
  expect(await social.db.growthSnapshot.count({ where: { accountId: account.id } })).toBe(2);
  expect((await api.delete(`/api/social-accounts/${account.id}`)).status).toBe(204);
  expect(await social.db.growthSnapshot.count({ where: { accountId: account.id } })).toBe(0);
  expect((await api.get('/api/social-accounts')).body).toEqual([]);
});

it('exports accounts with their snapshots and never a token; deleting the user removes every social row', async () => {
  const { identity, api, businessId } = await owner();
  const account = (await api.post('/api/social-accounts', { platform: 'instagram', businessId, username: 'ada' })).body;
  await api.post(`/api/social-accounts/${account.id}/snapshots`, { followers: 10 });
  await social.db.oAuthCredential.create({ data: { accountId: account.id, accessTokenSealed: 'v1.sealed' } });
  const exported = await api.get('/api/account/export');
  expect(exported.status).toBe(200);
  expect(exported.body.socialAccounts).toHaveLength(1);
  expect(exported.body.socialAccounts[0]).toMatchObject({
    id: account.id,
    platform: 'instagram',
    username: 'ada',
    snapshots: [{ followers: 10, source: 'manual' }],
  });
  expect(JSON.stringify(exported.body)).not.toMatch(/sealed|accessToken|credential/);
  await social.db.user.delete({ where: { id: identity.userId } });
  expect(await social.db.socialAccount.count({ where: { userId: identity.userId } })).toBe(0);
  expect(await social.db.oAuthCredential.count({ where: { accountId: account.id } })).toBe(0);
});
