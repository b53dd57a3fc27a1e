import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Business } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { fakeResponse, mockFetch, sentBody } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { ConnectForm } from '../src/shared/components/ConnectPlatformsDialog';

const business = (id: string, name: string): Business => ({
  id,
  name,
  description: null,
  color: 'blue',
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const validation = (over: object) => ({
  isValid: true,
  platform: 'instagram',
  username: 'ada',
  validatedAt: '2026-11-24T00:00:00.000Z',
  message: 'ok',
  ...over,
});

function fakeSocialApi(answers: Record<string, () => ReturnType<typeof fakeResponse>>) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
}

async function expectToast(title: string, description?: string) {
  const status = await screen.findByText(title);
  if (description) expect(status.closest('li') ?? status.parentElement!).toHaveTextContent(description);
  act(() => dismissToast());
}

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const choose = (name: string) => userEvent.click(screen.getByRole('radio', { name }));

it('one primary action: checks platform, details and business in order, then validates and connects, resets and closes', async () => {
  const fetchMock = fakeSocialApi({
    'POST /api/validate-social-media': () =>
      fakeResponse(
        200,
        validation({ connectionKind: 'manual', message: 'Manual mode: you enter follower counts yourself.' }),
      ),
    'POST /api/social-accounts': () =>
      fakeResponse(201, {
        id: 'a1',
        businessId: 'b2',
        platform: 'instagram',
        username: 'ada',
        displayName: null,
        profilePicture: null,
        rssUrl: null,
        channelId: null,
        isConnected: true,
        connectionKind: 'manual',
        monthlyGrowthTarget: 10,
        createdAt: '2026-11-24T00:00:00.000Z',
      }),
  });
  const onConnected = jest.fn();
  renderPage(
    <ConnectForm
      onConnected={onConnected}
      businessId={null}
      businesses={[business('b1', 'Acme'), business('b2', 'Studio')]}
    />,
  );
  // There is no separate Validate step.
  expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();

  await click('Connect Account');
  await expectToast('Platform Required', 'Please select a platform first');
  await choose('LinkedIn');
  await click('Connect Account');
  await expectToast('Username Required');
  await choose('Podcast');
  await click('Connect Account');
  await expectToast('RSS URL Required');
  await choose('YouTube');
  await click('Connect Account');
  await expectToast('Channel Info Required');
  // Instagram without a sign-in configured: manual mode, with its username.
  await choose('Instagram');
  await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), '@ada');
  await click('Connect Account');
  await expectToast('Business Required', 'Please select a business before connecting social accounts');
  expect(fetchMock).not.toHaveBeenCalled();

  await choose('Studio');
  await click('Connect Account');
  await expectToast('Platform Connected');
  expect(sentBody(fetchMock, 'POST', '/api/validate-social-media')).toEqual({
    platform: 'instagram',
    username: '@ada',
  });
  expect(sentBody(fetchMock, 'POST', '/api/social-accounts')).toEqual({
    platform: 'instagram',
    businessId: 'b2',
    username: 'ada',
    rssUrl: null,
    channelId: null,
    channelUrl: null,
    connectionRef: null,
  });
  expect(onConnected).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Instagram' })).not.toBeChecked();
});

it("shows the server's reason when validation fails, and 'Connection Failed' (keeping the check) when connecting fails", async () => {
  fakeSocialApi({
    'POST /api/validate-rss': () =>
      fakeResponse(
        200,
        validation({
          isValid: false,
          platform: 'podcast',
          message: 'That address does not serve an RSS or Atom feed.',
        }),
      ),
  });
  renderPage(<ConnectForm onConnected={jest.fn()} businessId="b1" />);
  await choose('Podcast');
  await userEvent.type(screen.getByRole('textbox', { name: /RSS feed URL/ }), 'https://example.com/page');
  await click('Connect Account');
  await expectToast('Validation Failed', 'That address does not serve an RSS or Atom feed.');

  const fetchMock = fakeSocialApi({
    'POST /api/validate-rss': () =>
      fakeResponse(
        200,
        validation({ platform: 'podcast', username: 'Founder Stories', title: 'Founder Stories', episodeCount: 3 }),
      ),
    'POST /api/social-accounts': () =>
      fakeResponse(403, {
        message: 'Free plan includes 3 social accounts per business. Upgrade to Premium for unlimited accounts.',
      }),
  });
  await click('Connect Account');
  await expectToast('Connection Failed', 'Free plan includes 3 social accounts');
  expect(screen.getByRole('status', { name: 'Validation Successful' })).toHaveTextContent('3 episodes');
  // Trying again connects what was checked, without checking it twice.
  await click('Connect Account');
  await expectToast('Connection Failed');
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/validate-rss')).toHaveLength(1);
});

it('signs in through the 600×600 pop-up and connects: closing without signing in is ignored', async () => {
  const popup = { closed: false, close: jest.fn(), location: { href: '' } };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  let signedIn = false;
  const fetchMock = fakeSocialApi({
    'POST /api/validate-social-media': () => fakeResponse(200, validation({ useOAuth: true, connectionKind: 'oauth' })),
    'GET /api/oauth/facebook/auth?platform=facebook': () =>
      fakeResponse(200, { authUrl: 'https://provider.example/auth?state=s' }),
    'GET /api/oauth/data': () =>
      signedIn
        ? fakeResponse(200, {
            platform: 'facebook',
            profile: { username: 'Ada Founder', name: 'Ada Founder' },
            connectionRef: 'ref-1',
          })
        : fakeResponse(404, { message: 'Sign-in not found' }),
    'POST /api/social-accounts': () =>
      fakeResponse(201, {
        id: 'a1',
        businessId: 'b1',
        platform: 'facebook',
        username: 'Ada Founder',
        displayName: 'Ada Founder',
        profilePicture: null,
        rssUrl: null,
        channelId: null,
        isConnected: true,
        connectionKind: 'oauth',
        monthlyGrowthTarget: 10,
        createdAt: '2026-11-24T00:00:00.000Z',
      }),
  });
  const onConnected = jest.fn();
  renderPage(<ConnectForm onConnected={onConnected} businessId="b1" />);
  await choose('Facebook');
  await click('Sign in with Facebook and connect');
  expect(open).toHaveBeenCalledWith('', 'fj-oauth', expect.stringContaining('width=600,height=600'));
  await waitFor(() => expect(popup.location.href).toBe('https://provider.example/auth?state=s'));
  // Closed without signing in: nothing happens, no toast.
  popup.closed = true;
  await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => u === '/api/oauth/data')).toHaveLength(1), {
    timeout: 2500,
  });
  expect(screen.queryByText('OAuth Successful')).not.toBeInTheDocument();
  // Again, and this time the provider signed the person in.
  popup.closed = false;
  signedIn = true;
  await click('Sign in with Facebook and connect');
  popup.closed = true;
  await expectToast('Platform Connected');
  expect(sentBody(fetchMock, 'POST', '/api/social-accounts')).toMatchObject({
    platform: 'facebook',
    businessId: 'b1',
    username: 'Ada Founder',
    connectionRef: 'ref-1',
  });
  expect(onConnected).toHaveBeenCalledTimes(1);
  open.mockRestore();
});
