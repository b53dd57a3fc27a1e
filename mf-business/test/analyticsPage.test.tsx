import { screen, within } from '@testing-library/react';
import type { DashboardSummary } from '@fj/contracts';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { AnalyticsPage } from '../src/features/analytics/components/AnalyticsPage';
import { growthFigure } from '../src/features/analytics/model/figures';

const summary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  businesses: [
    {
      id: 'b1',
      name: 'Sunrise Bakery',
      color: 'orange',
      latestMetric: { date: '2026-03-09', revenue: 1250.5, clients: 8 },
    },
    { id: 'b2', name: 'Side Project', color: 'blue', latestMetric: null },
  ],
  recentMetrics: {
    today: '2026-03-10',
    weekStartDate: '2026-03-09',
    weekRevenue: 300,
    last30Revenue: 1500,
    previous30Revenue: 1000,
    previous30Days: 4,
    growthRate: 50,
  },
  weeklyTargets: [],
  socialAccounts: [],
  partial: true,
  unavailable: ['social'],
  ...overrides,
});

const recent = summary().recentMetrics;

describe('growth rate figure', () => {
  it('shows the measured change with its sign, or a dash with why — never a made-up rate', () => {
    expect(growthFigure(recent)).toMatchObject({ value: '+50%', tone: 'up' });
    expect(growthFigure({ ...recent, growthRate: -12.5 })).toMatchObject({ value: '−12.5%', tone: 'down' });
    expect(growthFigure({ ...recent, growthRate: 0 })).toMatchObject({ value: '0%', tone: 'flat' });
    expect(growthFigure({ ...recent, growthRate: null })).toEqual({
      value: '—',
      note: 'Not enough data yet',
      tone: 'none',
    });
  });
});

describe('/analytics', () => {
  it('shows key metrics and each business’s latest figures; social says it is not connected, honestly', () => {
    mockFetch(() => fakeResponse(500));
    renderPage(<AnalyticsPage />, { route: '/analytics', data: { '/api/dashboard/summary': summary() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByTestId('growth-rate')).toHaveTextContent('+50%');
    expect(screen.getByTestId('week-revenue')).toHaveTextContent('$300.00');
    expect(screen.getByTestId('connected-accounts')).toHaveTextContent('—');
    expect(screen.getByTestId('active-targets')).toHaveTextContent('0');
    const overview = screen.getByRole('list', { name: 'Business Overview' });
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sunrise Bakery$1,250.50 · 8 clientsLatest figures, Mar 9, 2026',
      'Side ProjectNo figures recorded yet',
    ]);
    expect(screen.getByRole('heading', { name: 'No social accounts connected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Platforms' })).toHaveAttribute('href', '/social-media');
    expect(screen.getByText('No targets set for the week of Mar 9.')).toBeInTheDocument();
  });

  it('shows accounts and targets (with their progress colours) when they exist', () => {
    mockFetch(() => fakeResponse(500));
    const data = summary({
      socialAccounts: [{ id: 's1', platform: 'instagram', username: 'sunrise.bakes' }],
      partial: false,
      unavailable: [],
      weeklyTargets: [
        { id: 't1', targetType: 'content_posts', targetValue: 4, currentValue: 3, weekStartDate: '2026-03-09' },
      ],
      recentMetrics: { ...recent, growthRate: null },
    });
    renderPage(<AnalyticsPage />, { route: '/analytics', data: { '/api/dashboard/summary': data } });
    expect(screen.getByTestId('growth-rate')).toHaveTextContent('—');
    expect(screen.getByText('Not enough data yet')).toBeInTheDocument();
    expect(screen.getByTestId('connected-accounts')).toHaveTextContent('1');
    expect(
      within(screen.getByRole('list', { name: 'Connected accounts' })).getByText('@sunrise.bakes'),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Content posts' });
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 4 (75%)');
    expect(bar).toHaveClass('fj-progress--accent');
  });

  it('locks advanced analytics on the Free plan (and never asks the server for them)', () => {
    const fetchMock = mockFetch(() => fakeResponse(500));
    renderPage(<AnalyticsPage />, {
      route: '/analytics',
      user: testUser({ isPremium: false }),
      data: { '/api/dashboard/summary': summary() },
    });
    expect(screen.getByText('Advanced analytics is a Premium feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium - £30' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/analytics'))).toEqual([]);
  });

  it('gives Premium the charts for the selected business and a CSV download link', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/analytics/revenue')) {
        return fakeResponse(200, {
          businessId: 'b1',
          range: '30',
          bucket: 'day',
          from: '2026-02-09',
          to: '2026-03-10',
          points: [{ start: '2026-03-09', revenue: 1250.5, clients: 8 }],
        });
      }
      if (url.startsWith('/api/analytics/content-types')) {
        return fakeResponse(200, {
          range: '30',
          from: '2026-02-09',
          to: '2026-03-10',
          weeksWithRevenue: 1,
          averageWeeklyRevenue: 1250.5,
          types: ['post', 'reel', 'story', 'article', 'video'].map((contentType) => ({
            contentType,
            completed: contentType === 'reel' ? 2 : 0,
            weeks: contentType === 'reel' ? 1 : 0,
            weeksWithRevenue: contentType === 'reel' ? 1 : 0,
            averageWeeklyRevenue: contentType === 'reel' ? 1250.5 : null,
          })),
        });
      }
      return fakeResponse(500);
    });
    localStorage.setItem('selectedBusinessId', 'b1');
    renderPage(<AnalyticsPage />, {
      route: '/analytics',
      user: testUser({ isPremium: true }),
      data: { '/api/dashboard/summary': summary() },
    });
    // The charts arrive in their own lazy chunk: give a loaded machine time to import it.
    const lazyChart = { timeout: 15_000 };
    expect(await screen.findByRole('img', { name: 'Revenue per day, last 30 days' }, lazyChart)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Clients per day, last 30 days' }, lazyChart)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Completed content by type, last 30 days' }, lazyChart),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 week with one out, averaging \$1,250\.50 revenue a week/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/analytics/export.csv');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/analytics/revenue?businessId=b1&range=30');
  }, 30_000);
});
