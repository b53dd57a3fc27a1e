import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '../../tools/jest/renderPage';
import TeamsPage from '../src/exposes/TeamsPage';
import TeamChatPage from '../src/exposes/TeamChatPage';
import TeamGoalsPage from '../src/exposes/TeamGoalsPage';
import TeamSettingsPage from '../src/exposes/TeamSettingsPage';

// Every exposed route component is a default export that renders its screen's title (docs/product.md names) and no
// data.
describe('mf-teams exposed pages', () => {
  it.each<[string, ComponentType, string]>([
    ['TeamsPage', TeamsPage, 'My Teams'],
    ['TeamChatPage', TeamChatPage, 'Team Chat'],
    ['TeamGoalsPage', TeamGoalsPage, 'Team Goals'],
    ['TeamSettingsPage', TeamSettingsPage, 'Team Settings'],
  ])('%s renders its title', (_name, Page, title) => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});
