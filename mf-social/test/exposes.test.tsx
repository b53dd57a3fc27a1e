import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '../../tools/jest/renderPage';
import SocialMediaPage from '../src/exposes/SocialMediaPage';
import PodcastsPage from '../src/exposes/PodcastsPage';
import FeedsPage from '../src/exposes/FeedsPage';
import SocialGrowth from '../src/exposes/SocialGrowth';

// Every exposed route component is a default export that renders its screen's title (spec names) and no data.
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

// Home's Social Growth section (spec §2): no figures until accounts can be linked, and the ways to connect and view all.
it('SocialGrowth shows no invented figures: it says nothing is linked and links to Connect Platforms and View All', () => {
  renderPage(<SocialGrowth />);
  const section = screen.getByRole('region', { name: 'Social Growth' });
  expect(section).toHaveTextContent('No linked accounts yet.');
  expect(section.textContent).not.toMatch(/\d/);
  expect(screen.getByRole('link', { name: 'Connect Platforms' })).toHaveAttribute('href', '/social-media');
  expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/analytics');
});
