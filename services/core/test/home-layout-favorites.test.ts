import { WIDGET_IDS } from '@fj/contracts';
import { setupCore } from './helpers';

// The home dashboard's saved layout and Quick Access favorites.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

const user = async () => core.as(await core.newUser());

describe('/api/user-layout', () => {
  it('is the default (seven widgets, visible, default order) until saved, then round-trips per user', async () => {
    const api = await user();
    const first = await api.get('/api/user-layout').expect(200);
    expect(first.body.order).toEqual([...WIDGET_IDS]);
    expect(first.body.layoutData).toEqual(WIDGET_IDS.map((id) => ({ id, isVisible: true })));

    const saved = {
      layoutData: [
        { id: 'weekly-targets', isVisible: false },
        { id: 'daily-motivation', isVisible: true },
      ],
      order: ['weekly-targets', 'daily-motivation', 'achievements'],
    };
    expect((await api.post('/api/user-layout', saved).expect(200)).body).toEqual(saved);
    expect((await api.get('/api/user-layout').expect(200)).body).toEqual(saved);
    // Somebody else still has the default.
    expect((await (await user()).get('/api/user-layout')).body.order).toEqual([...WIDGET_IDS]);
  });

  it.each([
    ['an unknown widget', { layoutData: [{ id: 'stock-ticker', isVisible: true }], order: [] }, /Unknown widget/],
    ['a duplicate in order', { layoutData: [], order: ['weekly-targets', 'weekly-targets'] }, /only once in order/],
    [
      'a duplicate in layoutData',
      {
        layoutData: [
          { id: 'weekly-targets', isVisible: true },
          { id: 'weekly-targets', isVisible: false },
        ],
        order: [],
      },
      /only once in layoutData/,
    ],
    [
      'more than 20 entries',
      { layoutData: [], order: Array.from({ length: 21 }, () => 'weekly-targets') },
      /at most 20/,
    ],
    ['a missing isVisible', { layoutData: [{ id: 'weekly-targets' }], order: [] }, /isVisible/],
  ])('refuses %s with a 400 and keeps the saved layout', async (_name, body, message) => {
    const api = await user();
    await api
      .post('/api/user-layout', { layoutData: [{ id: 'weekly-targets', isVisible: false }], order: ['weekly-targets'] })
      .expect(200);
    const res = await api.post('/api/user-layout', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await api.get('/api/user-layout')).body.order).toEqual(['weekly-targets']);
  });

  it('drops widgets that no longer exist from a layout saved before (Wellness and Content Planning moved into Today)', async () => {
    const owner = await core.newUser();
    await core.db.userLayout.create({
      data: {
        userId: owner.userId,
        layoutData: [
          { id: 'wellness', isVisible: true },
          { id: 'achievements', isVisible: false },
        ],
        order: ['content-planning', 'achievements', 'wellness', 'daily-motivation'],
      },
    });
    expect((await (await core.as(owner)).get('/api/user-layout').expect(200)).body).toEqual({
      layoutData: [{ id: 'achievements', isVisible: false }],
      order: ['achievements', 'daily-motivation'],
    });
  });
});

describe('/api/home-favorites', () => {
  it('lists all 11 features with the first 6 enabled (order 0..5) until changed', async () => {
    const res = await (await user()).get('/api/home-favorites').expect(200);
    expect(res.body).toHaveLength(11);
    expect(res.body.filter((f: { isEnabled: boolean }) => f.isEnabled).map((f: { id: string }) => f.id)).toEqual([
      'journal',
      'analytics',
      'content',
      'social',
      'wellness',
      'teams',
    ]);
    expect(res.body[5]).toEqual({
      id: 'teams',
      title: 'Teams',
      path: '/teams',
      icon: 'Users',
      isPremium: true,
      isEnabled: true,
      order: 5,
    });
  });

  it("saves a choice (catalogue titles win over the client's), orders by order, lists unnamed features as off", async () => {
    const api = await user();
    const res = await api
      .put('/api/home-favorites', {
        favorites: [
          {
            id: 'notes',
            title: 'Hacked',
            path: 'https://evil.example',
            icon: 'X',
            isPremium: false,
            isEnabled: true,
            order: 0,
          },
          { id: 'journal', isEnabled: false, order: 1 },
          { id: 'teams', isEnabled: true, order: 2 },
        ],
      })
      .expect(200);
    expect(res.body.slice(0, 3)).toEqual([
      { id: 'notes', title: 'Notes', path: '/notes', icon: 'StickyNote', isPremium: false, isEnabled: true, order: 0 },
      expect.objectContaining({ id: 'journal', isEnabled: false }),
      expect.objectContaining({ id: 'teams', isEnabled: true, isPremium: true }),
    ]);
    expect(res.body).toHaveLength(11);
    expect(res.body.filter((f: { isEnabled: boolean }) => f.isEnabled)).toHaveLength(2);
    expect((await api.get('/api/home-favorites')).body).toEqual(res.body);
  });

  it('refuses a 10th enabled favorite, unknown ids and duplicates with a 400, changing nothing', async () => {
    const api = await user();
    const all = (await api.get('/api/home-favorites')).body as Array<{ id: string; isEnabled: boolean; order: number }>;
    const ten = all.map((f, i) => ({ id: f.id, isEnabled: i < 10, order: i }));
    const tooMany = await api.put('/api/home-favorites', { favorites: ten });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('favorites: You can pin at most 9 favorites');
    expect(
      (await api.put('/api/home-favorites', { favorites: [{ id: 'crypto', isEnabled: true, order: 0 }] })).status,
    ).toBe(400);
    expect(
      (
        await api.put('/api/home-favorites', {
          favorites: [
            { id: 'notes', isEnabled: true, order: 0 },
            { id: 'notes', isEnabled: false, order: 1 },
          ],
        })
      ).body.message,
    ).toMatch(/only once/);
    expect((await api.get('/api/home-favorites')).body).toEqual(all);
  });
});
