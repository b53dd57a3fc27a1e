import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '../../tools/jest/renderPage';
import WellnessPage from '../src/exposes/WellnessPage';
import JournalPage from '../src/exposes/JournalPage';

// Every exposed route component is a default export that renders its screen's title (docs/product.md names) and no
// data.
describe('mf-home exposed pages', () => {
  it.each<[string, ComponentType, string]>([
    ['WellnessPage', WellnessPage, 'Wellness'],
    ['JournalPage', JournalPage, 'Journal'],
  ])('%s renders its title', (_name, Page, title) => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});
