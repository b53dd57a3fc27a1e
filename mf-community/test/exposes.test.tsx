import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '../../tools/jest/renderPage';
import CommunityPage from '../src/exposes/CommunityPage';
import AdminPage from '../src/exposes/AdminPage';

// Every exposed route component is a default export that renders its screen's title (docs/product.md names) and no
// data.
describe('mf-community exposed pages', () => {
  it.each<[string, ComponentType, string]>([
    ['CommunityPage', CommunityPage, 'Community'],
    ['AdminPage', AdminPage, 'Admin Panel'],
  ])('%s renders its title', (_name, Page, title) => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});
