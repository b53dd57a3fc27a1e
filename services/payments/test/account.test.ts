import { ADMIN_ALREADY_ACTIVE, ADMIN_ONLY } from '@fj/contracts';
import { setupPayments, userWithIntent, type PaymentsTest } from './helpers';

let t: PaymentsTest;
beforeAll(async () => {
  t = await setupPayments({ adminEmail: 'Founder@Example.com' });
});
afterAll(() => t.close());

describe('POST /api/admin/bootstrap', () => {
  it('makes the ADMIN_EMAIL account admin and Premium once; anyone else is refused', async () => {
    const someone = await t.newUser();
    const refused = await (await t.as(someone)).post('/api/admin/bootstrap');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_ONLY);
    expect(await t.flags(someone.userId)).toEqual({ isPremium: false, isAdmin: false });

    const admin = await t.newUser({ email: 'founder@example.com' });
    const api = await t.as(admin);
    const granted = await api.post('/api/admin/bootstrap');
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ isAdmin: true, isPremium: true });
    expect(await t.flags(admin.userId)).toEqual({ isPremium: true, isAdmin: true });

    const again = await api.post('/api/admin/bootstrap');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_ALREADY_ACTIVE);
  });

  it('nobody is admin when ADMIN_EMAIL is not set', async () => {
    const bare = await setupPayments({ stripe: false });
    try {
      expect(
        (await (await bare.as(await bare.newUser({ email: 'founder@example.com' }))).post('/api/admin/bootstrap'))
          .status,
      ).toBe(403);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/account/export', () => {
  it("the caller's purchases, nobody else's, in one snapshot", async () => {
    const { user, intentId } = await userWithIntent(t);
    await userWithIntent(t);
    const api = await t.as(user);
    let res: Awaited<ReturnType<typeof api.get>> | undefined;
    const statements = await t.statementsOf(async () => void (res = await api.get('/api/account/export')));
    expect(res!.status).toBe(200);
    expect(res!.headers['content-type']).toMatch(/application\/json/);
    expect(res!.body).toEqual({
      purchases: [
        expect.objectContaining({
          paymentIntentId: intentId,
          userId: user.userId,
          amount: 3000,
          currency: 'gbp',
          refundedAt: null,
        }),
      ],
    });
    // SET TRANSACTION READ ONLY, the purchases, COMMIT (BEGIN is not reported by the adapter).
    expect(statements.filter((s) => /^SELECT/.test(s))).toHaveLength(1);
    expect(statements).toContain('COMMIT');
  });
});
