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

describe('a 401 on an authenticated page (spec §2)', () => {
  beforeEach(() => {
    forgetRemotePages();
    resetUnauthorized();
  });

  it("shows 'Unauthorized' and sends the browser to /api/login after 500 ms", async () => {
    const started = Date.now();
    const { goTo } = await renderShell('/notes', testUser(), jest.fn(), {
      '/api/notes': () => fakeResponse(401, '{"message":"Not signed in"}', 'Unauthorized'),
    });
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(goTo).toHaveBeenCalledTimes(1);
  });
});
