import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser } from '../../tools/jest/renderPage';
import { resetInstallPrompt, captureInstallPrompt } from '../../packages/ui/src/install/installPrompt';
import { forgetRemotePages } from '../src/federation/RemoteRoute';
import { renderShell } from './helpers';

jest.mock('../src/federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async (id: string) => ({ default: () => <h1>{`remote ${id}`}</h1> })),
}));

describe('signed-in chrome (spec §2)', () => {
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

  it('the header shows the brand, notifications with a red dot and the avatar letter', async () => {
    await renderShell('/', testUser({ firstName: null, email: 'zoe@example.com', isPremium: false }));
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Founder Journal');
    expect(within(header).queryByText('Premium')).not.toBeInTheDocument();
    const bell = within(header).getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('notifications-dot')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Profile' })).toHaveTextContent('Z');
  });

  it('premium users get the Premium badge', async () => {
    await renderShell('/', testUser({ isPremium: true }));
    expect(within(screen.getByRole('banner')).getByText('Premium')).toBeInTheDocument();
  });
});

describe('install banner (spec §4)', () => {
  let release: () => void;
  beforeEach(() => {
    forgetRemotePages();
    resetInstallPrompt();
    release = captureInstallPrompt();
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
    expect(screen.getByText('Install Founder Journal')).toBeInTheDocument();
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
