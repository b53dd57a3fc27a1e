import { act, render } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AUTH_USER_KEY } from '@fj/ui';
import { testUser } from '../../tools/jest/renderPage';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { useDeviceStore } from '../src/offline/useDeviceStore';

// Signed in from the device's copy while the server cannot be reached (docs/decisions/2602-offline-first.md): the
// shell asks who is signed in again on the one schedule of @fj/ui (2, 4, 8, 15 s, then every 30 s), starting over
// once the server has answered.
jest.mock('@fj/ui/offline', () => ({ startOffline: jest.fn(async () => undefined) }));

function Probe({ userId }: { userId: string }) {
  useDeviceStore(userId);
  return null;
}

afterEach(() => {
  onlineManager.setOnline(true);
  jest.useRealTimers();
});

it('asks again after 2 s, then 4 s more, while unreachable; once answered, the next outage starts at 2 s again', async () => {
  jest.useFakeTimers();
  let reachable = false;
  let asked = 0;
  mockFetch(async () => {
    asked += 1;
    if (!reachable) throw new TypeError('Failed to fetch');
    return fakeResponse(200, testUser({ firstName: 'Ada' }));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  queryClient.setQueryDefaults(AUTH_USER_KEY, {
    queryFn: async () => (await fetch('/api/auth/user')).json(),
  });
  queryClient.setQueryData(AUTH_USER_KEY, testUser({ firstName: 'Ada' }));
  const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
  onlineManager.setOnline(false); // a request got no answer: the server cannot be reached, the browser online
  render(
    <QueryClientProvider client={queryClient}>
      <Probe userId="u1" />
    </QueryClientProvider>,
  );
  await wait(1900);
  expect(asked).toBe(0);
  await wait(200);
  expect(asked).toBe(1);
  await wait(3800);
  expect(asked).toBe(1);
  await wait(300);
  expect(asked).toBe(2);
  // It answers on the next attempt (8 s later); the app is online again and stops asking.
  reachable = true;
  await wait(8100);
  expect(asked).toBe(3);
  onlineManager.setOnline(true);
  await wait(60_000);
  expect(asked).toBe(3);
  // Away again: asked after 2 s, not after the 15 s the schedule had reached.
  reachable = false;
  onlineManager.setOnline(false);
  await wait(2100);
  expect(asked).toBe(4);
});
