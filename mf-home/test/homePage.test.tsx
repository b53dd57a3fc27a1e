import { screen } from '@testing-library/react';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { provideRemoteLoader } from '@fj/ui';
import HomePage from '../src/exposes/HomePage';
import { formatToday, welcomeTitle } from '../src/features/home/components/welcome';

// The Social Growth section is another remote's; here it renders nothing.
beforeAll(() => provideRemoteLoader(async () => ({ default: () => null })));

describe('home page', () => {
  it('welcomes the user by first name', () => {
    renderPage(<HomePage />, { user: testUser({ firstName: 'Grace' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' })).toBeInTheDocument();
  });

  it("says 'Welcome, {name}!' on the first visit after sign-up (/?welcome), and drops the marker from the URL", () => {
    renderPage(<HomePage />, { user: testUser({ firstName: 'Grace' }), route: '/?welcome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeInTheDocument();
  });

  it('has a plain welcome without a first name', () => {
    expect(welcomeTitle(null)).toBe('Welcome back!');
    expect(welcomeTitle('  ')).toBe('Welcome back!');
    expect(welcomeTitle(null, true)).toBe('Welcome!');
  });

  it('writes the date as weekday, month day, year', () => {
    expect(formatToday(new Date(2026, 10, 21))).toBe('Saturday, November 21, 2026');
  });
});
