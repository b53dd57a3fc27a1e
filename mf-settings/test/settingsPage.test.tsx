import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@fj/ui';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import SettingsPage from '../src/exposes/SettingsPage';

const settings = { appleHealthConnected: false, notificationsEnabled: true, theme: 'light', timeZone: 'Europe/London' };

describe('settings page', () => {
  afterEach(() => act(() => dismissToast()));

  it('shows the profile, the Free Account badge, the upgrade link, the app version and Log Out', () => {
    mockFetch(() => fakeResponse(200, settings));
    renderPage(<SettingsPage />, { user: testUser({ firstName: 'Ada', lastName: 'Lovelace', isPremium: false }), data: { '/api/settings': settings } });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Free Account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium - £30' })).toHaveAttribute('href', '/checkout');
    // 'Version' once, then the number (not 'Version … Version 1.0.0').
    expect(screen.getByText('Version').closest('.fj-row')).toHaveTextContent(/^Version1\.0\.0$/);
    expect(screen.getByText('Offline Mode Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/api/logout');
  });

  it('shows Premium Member and no upgrade for premium users', () => {
    renderPage(<SettingsPage />, { user: testUser({ isPremium: true }), data: { '/api/settings': settings } });
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
    expect(screen.queryByText('Free Account')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade to Premium/ })).not.toBeInTheDocument();
  });

  it('saves a switch immediately and confirms', async () => {
    const fetchMock = mockFetch((url, init) => fakeResponse(200, init?.method === 'POST' ? JSON.parse(String(init.body)) : settings));
    renderPage(<SettingsPage />, { data: { '/api/settings': settings } });
    const appleHealth = screen.getByRole('switch', { name: /Apple Health/ });
    expect(appleHealth).not.toBeChecked();
    await userEvent.click(appleHealth);
    await screen.findByText('Settings updated successfully');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/settings');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ appleHealthConnected: true, notificationsEnabled: true, theme: 'light' });
  });

  it('tells the user when saving fails', async () => {
    mockFetch((url, init) => (init?.method === 'POST' ? fakeResponse(500, '', 'Internal Server Error') : fakeResponse(200, settings)));
    renderPage(<SettingsPage />, { data: { '/api/settings': settings } });
    await userEvent.click(screen.getByRole('switch', { name: /Push Notifications/ }));
    await screen.findByText('Failed to update settings');
    await waitFor(() => expect(screen.getByRole('switch', { name: /Push Notifications/ })).toBeChecked());
  });
});
