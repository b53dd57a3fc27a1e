import { act, fireEvent, render, screen } from '@testing-library/react';
import { testUser } from '../../tools/jest/renderPage';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { App } from '../src/app/App';
import { createAppQueryClient } from '../src/app/appQueryClient';

jest.mock('../src/federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async (id: string) => ({ default: () => <h1>{`remote ${id}`}</h1> })),
}));

const HERO = 'Transform Your Entrepreneurial Dreams Into Reality';

// Nothing about the last user is cached (decision 0803): when the server cannot say who is signed in, the shell says so
// instead of pretending the user signed out, and tries again.
describe('when /api/auth/user cannot be reached', () => {
  let reachable = false;
  beforeEach(() => {
    reachable = false;
    window.history.replaceState(null, '', '/businesses');
    mockFetch(async (url) => {
      if (url !== '/api/auth/user') return fakeResponse(404);
      if (!reachable) throw new TypeError('Failed to fetch');
      return fakeResponse(200, testUser({ firstName: 'Ada' }));
    });
  });

  it('says it cannot reach the server (not the landing page), keeps the path, and recovers with Try again', async () => {
    await act(async () => void render(<App queryClient={createAppQueryClient(jest.fn())} />));
    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach Founder Journal" })).toBeInTheDocument();
    expect(screen.queryByText(HERO)).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/businesses');
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'remote mf_business/BusinessesPage' }),
    ).toBeInTheDocument();
  });

  it('keeps trying for a moment after coming back online: the first attempt may still fail', async () => {
    await act(async () => void render(<App queryClient={createAppQueryClient(jest.fn())} />));
    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach Founder Journal" })).toBeInTheDocument();
    await act(async () => void window.dispatchEvent(new Event('online')));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));
    expect(screen.getByRole('heading', { level: 1, name: "Can't reach Founder Journal" })).toBeInTheDocument();
    reachable = true; // the network is usable a moment later
    expect(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 3000 })).toBeInTheDocument();
  });

  /** Opens the app on fake timers while the server cannot be reached; how many times it has asked who is signed in. */
  async function openUnreachableCountingRequests(): Promise<() => number> {
    let asked = 0;
    mockFetch(async (url) => {
      if (url !== '/api/auth/user') return fakeResponse(404);
      asked += 1;
      if (!reachable) throw new TypeError('Failed to fetch');
      return fakeResponse(200, testUser({ firstName: 'Ada' }));
    });
    await act(async () => void render(<App queryClient={createAppQueryClient(jest.fn())} />));
    await act(async () => void (await jest.advanceTimersByTimeAsync(100)));
    expect(screen.getByRole('heading', { level: 1, name: "Can't reach Founder Journal" })).toBeInTheDocument();
    return () => asked;
  }

  it('tries again by itself now and then, less often the longer it lasts, with no online event at all', async () => {
    jest.useFakeTimers();
    try {
      const asked = await openUnreachableCountingRequests();
      const first = asked();
      // The server is still away: asked again after 2 s, then after 4 s more.
      await act(async () => void (await jest.advanceTimersByTimeAsync(2100)));
      expect(asked()).toBe(first + 1);
      await act(async () => void (await jest.advanceTimersByTimeAsync(2000)));
      expect(asked()).toBe(first + 1);
      await act(async () => void (await jest.advanceTimersByTimeAsync(2100)));
      expect(asked()).toBe(first + 2);
      // It is back: the next attempt (8 s later) opens the app.
      reachable = true;
      await act(async () => void (await jest.advanceTimersByTimeAsync(8100)));
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('back online starts the schedule again from its first, short delay', async () => {
    jest.useFakeTimers();
    try {
      const asked = await openUnreachableCountingRequests();
      // Away long enough that the next attempt is 30 s off (after 2, 4, 8 and 15 s).
      await act(async () => void (await jest.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 15000 + 100)));
      const before = asked();
      await act(async () => void window.dispatchEvent(new Event('online')));
      // The online retries (at once, after 1 s and 3 s) and the schedule from 2 s: four attempts within 3 s.
      await act(async () => void (await jest.advanceTimersByTimeAsync(3100)));
      expect(asked()).toBe(before + 4);
      // Then 4 s after the 2 s one, not 30 s.
      await act(async () => void (await jest.advanceTimersByTimeAsync(3000)));
      expect(asked()).toBe(before + 5);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries again by itself when the browser comes back online', async () => {
    await act(async () => void render(<App queryClient={createAppQueryClient(jest.fn())} />));
    expect(await screen.findByRole('heading', { level: 1, name: "Can't reach Founder Journal" })).toBeInTheDocument();
    reachable = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
