import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { testUser } from '../../tools/jest/renderPage';
import { fakeResponse } from '../../tools/jest/fakeFetch';
import { resetUnauthorized } from '../../packages/ui/src/auth/unauthorized';
import { forgetRemotePages } from '../src/federation/RemoteRoute';
import { renderShell } from './helpers';

// The notes page reads /api/notes; the session has ended meanwhile.
jest.mock('../src/federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async () => ({
    default: function NotesPage() {
      const notes = useQuery({ queryKey: ['/api/notes'] });
      return <h1>{notes.isError ? 'notes failed' : 'notes'}</h1>;
    },
  })),
}));

describe('a 401 on an authenticated page', () => {
  beforeEach(() => {
    forgetRemotePages();
    resetUnauthorized();
  });

  it("shows 'Unauthorized' and sends the browser to sign-in after 500 ms, which returns to the page", async () => {
    // Measured from the 401 itself, and what the page shows at the moment of leaving: a busy machine may take longer
    // than 500 ms between two lines of this test, never less between the 401 and the redirect.
    let answeredAt = 0;
    const leaving: Array<{ url: string; after: number; toastShown: boolean }> = [];
    const goTo = jest.fn((url: string) =>
      leaving.push({
        url,
        after: Date.now() - answeredAt,
        toastShown: document.body.textContent?.includes('You are logged out. Logging in again...') ?? false,
      }),
    );
    await renderShell('/notes', testUser(), goTo, {
      '/api/notes': () => ((answeredAt = Date.now()), fakeResponse(401, '{"message":"Not signed in"}', 'Unauthorized')),
    });
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/login?next=%2Fnotes'), { timeout: 2000 });
    expect(leaving).toEqual([{ url: '/api/login?next=%2Fnotes', after: expect.any(Number), toastShown: true }]);
    expect(leaving[0].after).toBeGreaterThanOrEqual(500);
  });
});
