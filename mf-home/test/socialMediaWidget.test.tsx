import { screen } from '@testing-library/react';
import { renderPage } from '../../tools/jest/renderPage';
import SocialMediaWidget from '../src/features/home/widgets/SocialMediaWidget';

const account = {
  id: 'a1',
  businessId: 'b1',
  platform: 'instagram',
  username: 'ada',
  displayName: null,
  profilePicture: null,
  rssUrl: null,
  channelId: null,
  isConnected: true,
  connectionKind: 'manual',
  monthlyGrowthTarget: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
};

// The home Social Media widget reads measured growth (GET /api/social-growth), never invented figures.
it('lists connected accounts with their measured followers and status label', () => {
  renderPage(<SocialMediaWidget />, {
    data: {
      '/api/social-growth?days=30': {
        days: 30,
        accounts: [
          {
            account,
            followers: 1100,
            posts: null,
            change: 100,
            growthPercent: 10,
            progressPercent: 100,
            status: 'Exceeded!',
            lastCapturedAt: null,
            series: [],
          },
          {
            account: { ...account, id: 'a2', platform: 'podcast', username: 'Founder Stories' },
            followers: null,
            posts: 4,
            change: null,
            growthPercent: null,
            progressPercent: null,
            status: null,
            lastCapturedAt: null,
            series: [],
          },
        ],
      },
    },
  });
  expect(screen.getByText('2 accounts connected')).toBeInTheDocument();
  expect(screen.getByText('Instagram · 1,100 followers')).toBeInTheDocument();
  expect(screen.getByText('Exceeded!')).toBeInTheDocument();
  expect(screen.getByText('Podcast · 4 episodes')).toBeInTheDocument();
});

it('offers to connect when nothing is linked, with no figures', () => {
  renderPage(<SocialMediaWidget />, { data: { '/api/social-growth?days=30': { days: 30, accounts: [] } } });
  expect(screen.getByText(/^No social accounts connected yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Connect accounts' })).toHaveAttribute('href', '/social-media');
});
