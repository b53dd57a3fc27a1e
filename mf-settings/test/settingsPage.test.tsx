import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_USER_KEY, dismissToast, provideRemoteLoader, THEME_STORAGE_KEY } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import SettingsPage from '../src/exposes/SettingsPage';

const settings = { appleHealthConnected: false, notificationsEnabled: true, theme: 'light', timeZone: 'Europe/London' };
/** Replaces a field's text in one input event (typing URLs key by key is slow on a busy machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}
const posted = (fetchMock: jest.Mock, url: string, method = 'POST') =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => jsonBody(init));

describe('settings page', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => act(() => dismissToast()));

  it('shows the profile, the Free Account badge, the upgrade link, the app version, your data and Log Out', () => {
    mockFetch(() => fakeResponse(200, settings));
    renderPage(<SettingsPage />, {
      user: testUser({ firstName: 'Ada', lastName: 'Lovelace', isPremium: false }),
      data: { '/api/settings': settings },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Free Account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium - £30' })).toHaveAttribute('href', '/checkout');
    // 'Version' once, then the number (not 'Version … Version 1.0.0').
    expect(screen.getByText('Version').closest('.fj-row')).toHaveTextContent(/^Version1\.0\.0$/);
    expect(screen.getByText('Offline Mode Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Privacy/ })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/api/logout');
    expect(screen.getByText(/your business, wellness and growth in one place/)).toBeInTheDocument();
  });

  it('shows Premium Member and no upgrade for premium users', () => {
    renderPage(<SettingsPage />, { user: testUser({ isPremium: true }), data: { '/api/settings': settings } });
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
    expect(screen.queryByText('Free Account')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade to Premium/ })).not.toBeInTheDocument();
  });

  it('shows Premium users their chat devices from the teams remote, with Retry when it cannot load', async () => {
    let attempts = 0;
    provideRemoteLoader((id) => {
      attempts++;
      if (attempts === 1) return Promise.reject(new Error('mf-teams is down'));
      return Promise.resolve({ default: () => <p>devices of {id}</p> });
    });
    renderPage(<SettingsPage />, { user: testUser({ isPremium: true }), data: { '/api/settings': settings } });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('devices of mf_teams/ChatDevices')).toBeInTheDocument();
  });

  it('shows Free users no chat devices', () => {
    renderPage(<SettingsPage />, { user: testUser({ isPremium: false }), data: { '/api/settings': settings } });
    expect(screen.queryByText('Chat devices')).not.toBeInTheDocument();
  });

  it('saves a switch immediately and confirms', async () => {
    const fetchMock = mockFetch((url, init) => fakeResponse(200, init?.method === 'POST' ? jsonBody(init) : settings));
    renderPage(<SettingsPage />, { data: { '/api/settings': settings } });
    const appleHealth = screen.getByRole('switch', { name: /Apple Health/ });
    expect(appleHealth).not.toBeChecked();
    await userEvent.click(appleHealth);
    await screen.findByText('Settings updated successfully');
    expect(posted(fetchMock, '/api/settings')).toEqual([
      { appleHealthConnected: true, notificationsEnabled: true, theme: 'light' },
    ]);
  });

  it('tells the user when saving fails', async () => {
    mockFetch((url, init) =>
      init?.method === 'POST' ? fakeResponse(500, '', 'Internal Server Error') : fakeResponse(200, settings),
    );
    renderPage(<SettingsPage />, { data: { '/api/settings': settings } });
    await userEvent.click(screen.getByRole('switch', { name: /Apple Health/ }));
    await screen.findByText('Failed to update settings');
    await waitFor(() => expect(screen.getByRole('switch', { name: /Apple Health/ })).not.toBeChecked());
  });

  it('turning Push Notifications on asks the browser, then saves; a refusal is explained', async () => {
    const requestPermission = jest.fn(async () => 'denied');
    Object.assign(window, { Notification: { permission: 'default', requestPermission } });
    const off = { ...settings, notificationsEnabled: false };
    const fetchMock = mockFetch((url, init) => fakeResponse(200, init?.method === 'POST' ? jsonBody(init) : off));
    try {
      renderPage(<SettingsPage />, { data: { '/api/settings': off } });
      await userEvent.click(screen.getByRole('switch', { name: /Push Notifications/ }));
      expect((await screen.findAllByText(/Notifications are blocked in this browser/)).length).toBeGreaterThan(0);
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(posted(fetchMock, '/api/settings')).toEqual([
        { appleHealthConnected: false, notificationsEnabled: true, theme: 'light' },
      ]);
    } finally {
      delete (window as { Notification?: unknown }).Notification;
    }
  });

  it('with permission, Push Notifications subscribes this browser with the VAPID key; off unsubscribes it', async () => {
    Object.assign(window, {
      Notification: { permission: 'granted', requestPermission: jest.fn() },
      PushManager: function PushManager() {},
    });
    const json = {
      endpoint: 'https://push.example.com/abc',
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'au' },
    };
    let current: { endpoint: string; toJSON: () => object; unsubscribe: jest.Mock } | null = null;
    const pushManager = {
      getSubscription: jest.fn(async () => current),
      subscribe: jest.fn(
        async () => (current = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: jest.fn(async () => true) }),
      ),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
    });
    // Saved on (the default), but this browser is not subscribed: the switch reads off until it subscribes.
    const off = { ...settings, notificationsEnabled: true };
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/push/public-key') return fakeResponse(200, { publicKey: 'AQID' });
      if (url === '/api/push/subscriptions')
        return fakeResponse(
          init?.method === 'DELETE' ? 204 : 201,
          init?.method === 'DELETE' ? '' : { subscribed: true },
        );
      return fakeResponse(200, init?.method === 'POST' ? jsonBody(init) : off);
    });
    try {
      renderPage(<SettingsPage />, { data: { '/api/settings': off } });
      await waitFor(() => expect(screen.getByRole('switch', { name: /Push Notifications/ })).not.toBeChecked());
      await userEvent.click(screen.getByRole('switch', { name: /Push Notifications/ }));
      await waitFor(() => expect(posted(fetchMock, '/api/settings')).toHaveLength(1));
      await waitFor(() => expect(screen.getByRole('switch', { name: /Push Notifications/ })).toBeChecked());
      expect(pushManager.subscribe).toHaveBeenCalledWith({
        userVisibleOnly: true,
        applicationServerKey: new Uint8Array([1, 2, 3]),
      });
      expect(posted(fetchMock, '/api/push/subscriptions')).toEqual([json]);
      await waitFor(() => expect(screen.getByRole('switch', { name: /Push Notifications/ })).toBeEnabled());
      const subscription = current!;
      await userEvent.click(screen.getByRole('switch', { name: /Push Notifications/ }));
      await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
      await waitFor(() => expect(screen.getByRole('switch', { name: /Push Notifications/ })).not.toBeChecked());
      const deleted = fetchMock.mock.calls.find(
        ([url, init]) => url === '/api/push/subscriptions' && init?.method === 'DELETE',
      )!;
      expect(JSON.parse(String(deleted[1].body))).toEqual({ endpoint: json.endpoint });
    } finally {
      delete (window as { Notification?: unknown }).Notification;
      delete (window as { PushManager?: unknown }).PushManager;
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('the theme applies to the whole app at once, is saved, and is remembered on this device', async () => {
    const fetchMock = mockFetch((url, init) => fakeResponse(200, init?.method === 'POST' ? jsonBody(init) : settings));
    renderPage(<SettingsPage />, { data: { '/api/settings': settings } });
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await screen.findByText('Settings updated successfully');
    expect(posted(fetchMock, '/api/settings')).toEqual([
      { appleHealthConnected: false, notificationsEnabled: true, theme: 'dark' },
    ]);
    // Arrow keys move through the choices, as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'system'));
  });

  it('a theme the server refused goes back to the saved one', async () => {
    mockFetch((url, init) => (init?.method === 'POST' ? fakeResponse(500, '') : fakeResponse(200, settings)));
    renderPage(<SettingsPage />, { data: { '/api/settings': settings } });
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await screen.findByText('Failed to update settings');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('edits the profile: the form says why a link is refused, then saves and the card shows the change', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/auth/user' && init?.method === 'PATCH')
        return fakeResponse(200, { ...testUser(), ...jsonBody(init), lastName: 'Hopper' });
      return fakeResponse(200, settings);
    });
    renderPage(<SettingsPage />, {
      user: testUser({ firstName: 'Ada', lastName: 'Lovelace' }),
      data: { '/api/settings': settings },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Ada');
    expect(first).toHaveFocus();
    await fill(first, 'Grace');
    await fill(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Hopper');
    const picture = within(dialog).getByRole('textbox', { name: /Profile picture link/ });
    await fill(picture, 'http://images.example.com/grace.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    expect(
      await within(dialog).findByText('Use a picture link that starts with https:// (or leave it empty)'),
    ).toBeInTheDocument();
    expect(picture).toHaveAttribute('aria-invalid', 'true');
    expect(posted(fetchMock, '/api/auth/user', 'PATCH')).toEqual([]);

    await fill(picture, 'https://images.example.com/grace.png');
    await userEvent.tab();
    expect(within(dialog).getByRole('img', { name: 'Preview of your profile picture' })).toHaveAttribute(
      'src',
      'https://images.example.com/grace.png',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Profile updated');
    expect(posted(fetchMock, '/api/auth/user', 'PATCH')).toEqual([
      { firstName: 'Grace', lastName: 'Hopper', profileImageUrl: 'https://images.example.com/grace.png' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('a picture the page cannot show says so in the form', async () => {
    mockFetch(() => fakeResponse(200, settings));
    renderPage(<SettingsPage />, { data: { '/api/settings': settings } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await fill(
      within(dialog).getByRole('textbox', { name: /Profile picture link/ }),
      'https://elsewhere.example/me.png',
    );
    await userEvent.tab();
    fireEvent.error(within(dialog).getByRole('img', { name: 'Preview of your profile picture' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent("This picture can't be shown here");
  });

  it('coming back from Stripe settles the payment once, says so, refreshes the user and cleans the address', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/payments/status')) return fakeResponse(200, { status: 'succeeded', isPremium: true });
      if (url === '/api/auth/user') return fakeResponse(200, testUser({ isPremium: true }));
      return fakeResponse(200, settings);
    });
    const { queryClient } = renderPage(<SettingsPage />, {
      route: '/settings?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_x&redirect_status=succeeded',
      data: { '/api/settings': settings },
    });
    await screen.findByText('Payment Successful');
    // (the toast, and Radix's announcement of it once it is read out)
    expect(screen.getAllByText(/Welcome to Founder Journal Premium/).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/payments/status?payment_intent=pi_123')).toHaveLength(
      1,
    );
    await waitFor(() => expect(queryClient.getQueryData(AUTH_USER_KEY)).toMatchObject({ isPremium: true }));
    expect(await screen.findByText('Premium Member')).toBeInTheDocument();
  });
});
