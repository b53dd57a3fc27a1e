import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '../../tools/jest/renderPage';
import SocialMediaPage from '../src/exposes/SocialMediaPage';
import PodcastsPage from '../src/exposes/PodcastsPage';
import FeedsPage from '../src/exposes/FeedsPage';

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
