import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../tools/jest/renderPage';
import SocialMediaPage from '../src/exposes/SocialMediaPage';
import PodcastsPage from '../src/exposes/PodcastsPage';
import FeedsPage from '../src/exposes/FeedsPage';
import SocialGrowth from '../src/exposes/SocialGrowth';

// Every exposed route component is a default export that renders its screen's title (docs/product.md names) and no
// data.
describe('mf-social exposed pages', () => {
  it.each<[string, ComponentType, string]>([
    ['SocialMediaPage', SocialMediaPage, 'Social Media'],
    ['PodcastsPage', PodcastsPage, 'Podcasts'],
    ['FeedsPage', FeedsPage, 'RSS Feeds'],
  ])('%s renders its title', (_name, Page, title) => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});

// Home's Social Growth section: no invented figures; the ways to connect and to view all.
it('SocialGrowth with no accounts says nothing is linked, shows no figures, and offers View All and Connect Platforms', async () => {
  renderPage(<SocialGrowth />, {
    data: {
      '/api/businesses': [
        {
          id: 'b1',
          name: 'Acme',
          description: null,
          color: 'blue',
          sortOrder: 0,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      '/api/social-growth?businessId=b1&days=30': { days: 30, accounts: [] },
    },
  });
  const section = screen.getByRole('region', { name: 'Social Growth' });
  expect(await within(section).findByText(/^No linked accounts yet/)).toBeInTheDocument();
  expect(section.textContent).not.toMatch(/\d/);
  expect(within(section).getByRole('button', { name: 'Connect Platforms' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/analytics');
});

it('SocialGrowth shows at most 3 cards of the selected business with measured figures and the status label', async () => {
  const account = (id: string, username: string) => ({
    id,
    businessId: 'b1',
    platform: 'instagram',
    username,
    displayName: null,
    profilePicture: null,
    rssUrl: null,
    channelId: null,
    isConnected: true,
    connectionKind: 'manual',
    monthlyGrowthTarget: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const growth = (
    id: string,
    username: string,
    followers: number,
    change: number,
    growthPercent: number,
    status: string,
  ) => ({
    account: account(id, username),
    followers,
    posts: null,
    change,
    growthPercent,
    progressPercent: growthPercent * 10,
    status,
    lastCapturedAt: '2026-11-24T00:00:00.000Z',
    series: [],
  });
  renderPage(<SocialGrowth />, {
    data: {
      '/api/businesses': [
        {
          id: 'b1',
          name: 'Acme',
          description: null,
          color: 'blue',
          sortOrder: 0,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      '/api/social-growth?businessId=b1&days=30': {
        days: 30,
        accounts: [
          growth('a1', 'ada', 1100, 100, 10, 'Exceeded!'),
          growth('a2', 'bob', 1000, 20, 2, 'Behind'),
          growth('a3', 'cy', 500, 40, 8, 'On Track'),
          growth('a4', 'dee', 1, 0, 0, 'Behind'),
        ],
      },
    },
  });
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(3);
  expect(cards[0]).toHaveTextContent('ada');
  expect(cards[0]).toHaveTextContent('1,100followers');
  expect(cards[0]).toHaveTextContent('+100 in 30 days (+10%)');
  expect(cards[0]).toHaveTextContent('Exceeded!');
  expect(cards[1]).toHaveTextContent('Behind');
  expect(screen.queryByText('dee')).not.toBeInTheDocument();
});

it('exposes the Connect Platforms dialog: its trigger opens the dialog for the given business', async () => {
  const { default: ConnectPlatformsDialog } = await import('../src/exposes/ConnectPlatformsDialog');
  renderPage(<ConnectPlatformsDialog trigger={<button type="button">Link an account</button>} businessId="b1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Link an account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect Platforms' });
  expect(
    within(dialog)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['instagram', 'linkedin', 'tiktok', 'facebook', 'youtube', 'podcast']);
  expect(within(dialog).queryByLabelText(/password/i)).not.toBeInTheDocument();
});
