import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_PREFERENCES, DISABLED_NOTIFICATION_PREFERENCES } from '@fj/contracts/messages';
import { dismissToast } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { NotificationsPage } from '../src/features/notifications/components/NotificationsPage';

beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});
afterEach(() => act(() => dismissToast()));

/** A small /api/notification-preferences that merges PUTs, or refuses them with `refuse`. */
function fakePreferences({
  emailAvailable = false,
  refuse,
}: { emailAvailable?: boolean; refuse?: { status: number; message?: string } } = {}) {
  let saved = { ...DEFAULT_NOTIFICATION_PREFERENCES, emailAvailable };
  return mockFetch((url, init) => {
    if (url !== '/api/notification-preferences') return fakeResponse(404, { message: 'Not found' });
    if ((init?.method ?? 'GET') === 'PUT') {
      if (refuse) return fakeResponse(refuse.status, refuse.message ? { message: refuse.message } : '');
      saved = { ...saved, ...jsonBody(init) };
    }
    return fakeResponse(200, saved);
  });
}
const puts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => jsonBody(init));

describe('/notifications', () => {
  it('shows the defaults, saves each switch at once, and sends the full set on Reset and Disable All', async () => {
    const fetchMock = fakePreferences();
    renderPage(<NotificationsPage />, { route: '/notifications' });
    const admin = await screen.findByRole('switch', { name: /Admin Messages/ });
    expect(admin).toBeChecked();
    expect(screen.getByText('Team Messages').closest('label')).toHaveTextContent('Premium');
    expect(screen.getByRole('switch', { name: /Push Notifications/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Quiet Hours/ })).not.toBeChecked();
    // Email cannot be turned on where the server cannot send it.
    const email = screen.getByRole('switch', { name: /Email Notifications/ });
    expect(email).toBeDisabled();
    expect(screen.getByText('Email delivery is not configured on this server')).toBeInTheDocument();

    await userEvent.click(admin);
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    expect(screen.getByText('Your notification settings have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /Admin Messages/ })).not.toBeChecked());

    await userEvent.click(screen.getByRole('switch', { name: /Quiet Hours/ }));
    expect(await screen.findByRole('combobox', { name: 'From' })).toHaveTextContent('22:00');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveTextContent('08:00');

    await userEvent.click(screen.getByRole('button', { name: 'Disable All' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /System Alerts/ })).toBeChecked());
    expect(screen.getByRole('switch', { name: /Community Updates/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Community Updates/ })).toBeChecked());

    expect(puts(fetchMock)).toEqual([
      { adminMessages: false },
      { quietHours: true },
      DISABLED_NOTIFICATION_PREFERENCES,
      DEFAULT_NOTIFICATION_PREFERENCES,
    ]);
  });

  it('says Update Failed with the server message, or the fallback, and keeps the saved value', async () => {
    fakePreferences({ refuse: { status: 400, message: 'Quiet hours use whole hours, 00:00 to 23:00' } });
    renderPage(<NotificationsPage />, { route: '/notifications' });
    await userEvent.click(await screen.findByRole('switch', { name: /Weekly Digest/ }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Quiet hours use whole hours, 00:00 to 23:00')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Weekly Digest/ })).toBeChecked();
  });

  it('falls back to Failed to update preferences when the server says nothing, and enables email when configured', async () => {
    fakePreferences({ emailAvailable: true, refuse: { status: 502 } });
    renderPage(<NotificationsPage />, { route: '/notifications' });
    const email = await screen.findByRole('switch', { name: /Email Notifications/ });
    expect(email).toBeEnabled();
    await userEvent.click(email);
    expect(await screen.findByText('Failed to update preferences')).toBeInTheDocument();
  });
});
