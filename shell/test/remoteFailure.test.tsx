import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser } from '../../tools/jest/renderPage';
import { loadRemoteModule } from '../src/federation/loadRemoteModule';
import { forgetRemotePages } from '../src/federation/RemoteRoute';
import { renderShell } from './helpers';

jest.mock('../src/federation/loadRemoteModule', () => ({ loadRemoteModule: jest.fn() }));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const page = (id: string) => ({ default: () => <h1>{`remote ${id}`}</h1> });

describe('a remote that cannot load', () => {
  let socialUp: boolean;
  beforeEach(() => {
    forgetRemotePages();
    socialUp = false;
    load.mockReset();
    load.mockImplementation(async (id) => {
      if (id.startsWith('mf_social/') && !socialUp) throw new Error('ScriptNetworkError: remoteEntry.js unreachable');
      return page(id);
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a fallback with Retry on its route only; chrome and other routes keep working', async () => {
    await renderShell('/podcasts', testUser());
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { name: 'remote mf_business/AnalyticsPage' })).toBeInTheDocument();
    expect(screen.queryByText('This section could not be loaded')).not.toBeInTheDocument();
  });

  it('Retry really loads the remote again once it is back', async () => {
    await renderShell('/feeds', testUser());
    await screen.findByText('This section could not be loaded');
    expect(load).toHaveBeenCalledTimes(1);

    // Still down: Retry tries again and fails again.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('This section could not be loaded');
    expect(load).toHaveBeenCalledTimes(2);

    socialUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remote mf_social/FeedsPage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a page that loaded once is not loaded again when revisited', async () => {
    await renderShell('/', testUser());
    await screen.findByRole('heading', { name: 'remote mf_home/HomePage' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'remote mf_settings/SettingsPage' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'remote mf_home/HomePage' });
    expect(load.mock.calls.filter(([id]) => id === 'mf_home/HomePage')).toHaveLength(1);
  });
});
