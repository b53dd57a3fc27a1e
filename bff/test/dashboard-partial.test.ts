import { dashboardSummarySchema } from '@fj/contracts';
import { startTestStack, uniqueEmail } from './stack';

// The `partial` dashboard answer with the real social service: its process is frozen (SIGSTOP), so it accepts the
// connection and never answers — the slow service the summary's time limit is for. The BFF answers within
// DASHBOARD_SERVICE_TIMEOUT_MS with core's figures and `partial`; once social runs again the same user gets the full
// answer. (dashboard-summary.test.ts produces the other failures — errors, broken bodies — with a stub.)

let t: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  // 3 s: the full answer after the thaw must not miss the limit on a loaded machine; the frozen one waits it out.
  t = await startTestStack({ DASHBOARD_SERVICE_TIMEOUT_MS: '3000' });
}, 60000);
afterAll(() => t?.stop());

/** Runs `during` with the social service's process stopped, and always lets it run again. */
async function withSocialFrozen<T>(during: () => Promise<T>): Promise<T> {
  const { pid } = t.stack.services.social.child;
  process.kill(pid, 'SIGSTOP');
  try {
    return await during();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

it("answers partial with core's figures while social does not answer, and in full once it does", async () => {
  const b = t.browser();
  await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' }).expect(201);
  const { body: business } = await b.post('/api/businesses', { name: 'Sunrise Bakery', color: 'orange' }).expect(201);
  await b
    .post('/api/business-metrics', { businessId: business.id, date: '2026-01-05', revenue: 1250.5, clients: 8 })
    .expect(201);
  const { body: account } = await b
    .post('/api/social-accounts', { platform: 'instagram', businessId: business.id, username: 'sunrise.bakes' })
    .expect(201);
  const coreFigures = {
    businesses: [
      {
        id: business.id,
        name: 'Sunrise Bakery',
        color: 'orange',
        latestMetric: { date: '2026-01-05', revenue: 1250.5, clients: 8 },
      },
    ],
    recentMetrics: { weekRevenue: expect.any(Number), growthRate: null },
    weeklyTargets: [],
  };

  const partial = await withSocialFrozen(() => b.get('/api/dashboard/summary').expect(200));
  expect(dashboardSummarySchema.parse(partial.body)).toMatchObject({
    ...coreFigures,
    socialAccounts: [],
    partial: true,
    unavailable: ['social'],
  });

  const full = await b.get('/api/dashboard/summary').expect(200);
  expect(dashboardSummarySchema.parse(full.body)).toMatchObject({
    ...coreFigures,
    socialAccounts: [{ id: account.id, platform: 'instagram', username: 'sunrise.bakes' }],
    partial: false,
    unavailable: [],
  });
});
