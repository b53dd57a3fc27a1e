import { act, render, screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@fj/contracts';
import { App } from '../src/app/App';
import { createAppQueryClient } from '../src/app/appQueryClient';
import { fakeResponse, mockFetch, type FakeResponse } from '../../tools/jest/fakeFetch';

/**
 * Renders the whole shell at `path` with /api/auth/user answering `user` (null = 401 signed out, 'pending' = never)
 * and other API paths answered by `api` (else 404).
 */
export async function renderShell(
  path: string,
  user: AuthUser | null | 'pending',
  goTo = jest.fn(),
  api: Record<string, () => FakeResponse> = {},
) {
  window.history.replaceState(null, '', path);
  const fetchMock = mockFetch((url) => {
    if (url === '/api/auth/user') {
      if (user === 'pending') return new Promise(() => undefined);
      return user ? fakeResponse(200, user) : fakeResponse(401, '{"message":"Not signed in"}', 'Unauthorized');
    }
    return api[url]?.() ?? fakeResponse(404, '', 'Not Found');
  });
  const queryClient = createAppQueryClient(goTo);
  await act(async () => {
    render(<App queryClient={queryClient} />);
  });
  // Past the splash (user known, lazy part of the shell loaded).
  if (user !== 'pending') {
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading Founder Journal' })).not.toBeInTheDocument(),
    );
  }
  return { fetchMock, queryClient, goTo };
}
