import { act, screen, within } from '@testing-library/react';
import { dismissToast } from '@fj/ui';
import { resetUnauthorized } from '../../packages/ui/src/auth/unauthorized';
import { testUser } from '../../tools/jest/renderPage';
import { forgetRemotePages } from '../src/federation/RemoteRoute';
import { ROUTES } from '../src/routing/routeTable';
import { renderShell } from './helpers';

// Remotes are not running in unit tests: each "remote page" is a heading naming the module the route asked for.
jest.mock('../src/federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async (id: string) => ({ default: () => <h1>{`remote ${id}`}</h1> })),
}));

const HERO = 'Transform Your Entrepreneurial Dreams Into Reality';

describe('auth gate', () => {
  beforeEach(() => forgetRemotePages());

  it('while the current user loads, shows a neutral splash (neither landing nor app)', async () => {
    await renderShell('/analytics', 'pending');
    expect(screen.getByRole('status', { name: 'Loading Founder Journal' })).toBeInTheDocument();
    expect(screen.queryByText(HERO)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Still on the requested path: a signed-in user lands where they asked once the user arrives.
    expect(window.location.pathname).toBe('/analytics');
  });

  it('signed out: "/" is the landing page', async () => {
    await renderShell('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: HERO })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('signed out: a path that is no screen shows the landing page at "/"', async () => {
    await renderShell('/no-such-page', null);
    expect(await screen.findByRole('heading', { level: 1, name: HERO })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  // One path: the toast and the sign-in redirect are process-wide (one toast store, one pending redirect), and the
  // e2e account-security spec follows the whole way for a real browser.
  it("signed out: a signed-in screen's path shows the landing page and 'Unauthorized' on the way to sign-in (decision 3006)", async () => {
    resetUnauthorized();
    act(() => dismissToast());
    await renderShell('/business/123', null);
    expect(await screen.findByRole('heading', { level: 1, name: HERO })).toBeInTheDocument();
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it.each(ROUTES.map((r) => [r.path.replace(':id', 'x1'), r.module] as const))(
    'signed in: %s renders %s inside the chrome',
    async (path, module) => {
      await renderShell(path, testUser());
      expect(await screen.findByRole('heading', { level: 1, name: `remote ${module}` })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Founder Journal home' })).toBeInTheDocument();
    },
  );

  it('signed in: an unknown path shows the 404 screen', async () => {
    await renderShell('/nope/nothing', testUser());
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    // The chrome stays, so the user can navigate away.
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
  });

  it('the route table covers every signed-in screen', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/analytics',
        '/content-plan',
        '/businesses',
        '/business/:id',
        '/settings',
        '/checkout',
        '/admin',
        '/community',
        '/notes',
        '/meeting-notes',
        '/teams',
        '/notifications',
        '/journal',
        '/wellness',
        '/social-media',
        '/podcasts',
        '/feeds',
        '/teams/:id/chat',
        '/teams/:id/goals',
        '/teams/:id/settings',
      ].sort(),
    );
  });
});
