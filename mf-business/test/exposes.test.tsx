import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import BusinessesPage from '../src/exposes/BusinessesPage';
import BusinessDashboardPage from '../src/exposes/BusinessDashboardPage';
import AnalyticsPage from '../src/exposes/AnalyticsPage';
import ContentPlanPage from '../src/exposes/ContentPlanPage';
import NotesPage from '../src/exposes/NotesPage';
import MeetingNotesPage from '../src/exposes/MeetingNotesPage';

// Every exposed route component is a default export that renders its screen's title (docs/product.md names).
describe('mf-business exposed pages', () => {
  beforeEach(() => mockFetch(() => fakeResponse(200, [])));

  it.each<[string, ComponentType, string]>([
    ['BusinessesPage', BusinessesPage, 'My Businesses'],
    ['BusinessDashboardPage', BusinessDashboardPage, 'Business Dashboard'],
    ['AnalyticsPage', AnalyticsPage, 'Analytics'],
    ['ContentPlanPage', ContentPlanPage, 'Content Plan'],
    ['NotesPage', NotesPage, 'Notes'],
    ['MeetingNotesPage', MeetingNotesPage, 'Meeting Notes'],
  ])('%s renders its title', (_name, Page, title) => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});
