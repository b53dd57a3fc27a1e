import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeResponse } from '../../tools/jest/fakeFetch';
import userEvent from '@testing-library/user-event';
import { testUser } from '../../tools/jest/renderPage';
import { resetInstallPrompt, captureInstallPrompt } from '../../packages/ui/src/install/installPrompt';
import { forgetRemotePages } from '../src/federation/RemoteRoute';
import { renderShell } from './helpers';

jest.mock('../src/federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async (id: string) => ({ default: () => <h1>{`remote ${id}`}</h1> })),
}));

describe('signed-in chrome', () => {
  beforeEach(() => forgetRemotePages());

  it('bottom navigation: five entries, the active one highlighted, a red dot on Settings', async () => {
    await renderShell('/analytics', testUser());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Analytics', '/analytics'],
      ['Plan', '/content-plan'],
      ['Business', '/businesses'],
      ['Settings', '/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(within(nav).getByRole('link', { name: 'Settings' })).getByTestId('settings-dot')).toBeInTheDocument();
    // The raised round add button in the middle goes to /content-plan.
    expect(within(nav).getByRole('link', { name: 'Plan' })).toHaveClass('fj-bottomnav__item--raised');
  });

  it('navigating highlights the new entry', async () => {
    await renderShell('/', testUser());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Business' }));
    expect(await screen.findByRole('heading', { name: 'remote mf_business/BusinessesPage' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    expect(window.location.pathname).toBe('/businesses');
  });

  it('the header shows the brand, the notifications bell (no dot when nothing is unread) and the avatar letter', async () => {
    const empty = () => fakeResponse(200, { items: [], unreadCount: 0, nextCursor: null });
    await renderShell('/', testUser({ firstName: null, email: 'zoe@example.com', isPremium: false }), undefined, {
      '/api/notifications': empty,
    });
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Founder Journal');
    expect(within(header).queryByText('Premium')).not.toBeInTheDocument();
    const bell = within(header).getByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('notifications-dot')).not.toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Profile' })).toHaveTextContent('Z');
  });

  it('the bell shows a red dot while something is unread and opens the inbox, where Mark all as read clears it', async () => {
    let unread = true;
    const item = {
      id: 'm1',
      kind: 'admin',
      title: 'Ship daily',
      body: 'Small steps win.',
      url: '/',
      type: 'tip',
      priority: 1,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const page = () =>
      fakeResponse(200, { items: [{ ...item, read: !unread }], unreadCount: unread ? 1 : 0, nextCursor: null });
    const { fetchMock } = await renderShell('/', testUser(), undefined, {
      '/api/notifications': page,
      '/api/notifications/read': () => ((unread = false), fakeResponse(200, { unreadCount: 0 })),
    });
    const header = screen.getByRole('banner');
    const bell = await within(header).findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByTestId('notifications-dot')).toBeInTheDocument();
    await userEvent.click(bell);
    const inbox = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(inbox).findByRole('button', { name: /Ship daily \(unread\)/ })).toHaveTextContent(
      'Small steps win.',
    );
    expect(within(inbox).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.click(within(inbox).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notifications'));
    expect(within(bell).queryByTestId('notifications-dot')).not.toBeInTheDocument();
    const markCall = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read')!;
    expect(JSON.parse(String(markCall[1]!.body))).toEqual({ all: true });
    expect(
      await within(inbox).findByRole('button', { name: 'Ship daily Small steps win. 20 Nov, 10:00' }),
    ).toBeInTheDocument();
  });

  it('premium users get the Premium badge', async () => {
    await renderShell('/', testUser({ isPremium: true }));
    expect(within(screen.getByRole('banner')).getByText('Premium')).toBeInTheDocument();
  });
});

describe('install banner', () => {
  let release: () => void;
  beforeEach(() => {
    forgetRemotePages();
    resetInstallPrompt();
    release = captureInstallPrompt(window, { bannerDelayMs: 0 });
  });
  afterEach(() => release());

  function offerInstall(outcome: 'accepted' | 'dismissed') {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const prompt = jest.fn(async () => undefined);
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
    act(() => {
      window.dispatchEvent(event);
    });
    return { event, prompt };
  }

  it('is hidden until the browser offers installation; Install prompts and hides it', async () => {
    await renderShell('/', testUser());
    expect(screen.queryByText('Install Founder Journal')).not.toBeInTheDocument();
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    // Its code loads once the browser offers installation.
    expect(await screen.findByText('Install Founder Journal')).toBeInTheDocument();
    expect(screen.getByText('Get the full app experience')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Install Founder Journal')).not.toBeInTheDocument();
  });

  it('dismiss hides it and discards the event', async () => {
    await renderShell('/', testUser());
    const { prompt } = offerInstall('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Install Founder Journal')).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
  });
});
