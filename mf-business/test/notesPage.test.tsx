import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Note } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { NotesPage, SEARCH_DEBOUNCE_MS } from '../src/features/notes/components/NotesPage';
import { labelled, sentBody } from './fixtures';

const aNote = (overrides: Partial<Note> = {}): Note => ({
  id: 'n1',
  title: 'Pricing ideas',
  content: 'Tiers\nAnnual plan',
  category: 'idea',
  tags: ['pricing'],
  isPinned: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/**
 * A notes server: GET filters by `q` (title or content contains, any case) and answers one page; POST, PUT and DELETE
 * change the list (or answer `failWith`).
 */
function fakeNotesApi(initial: Note[] = [], failWith?: number) {
  let notes = [...initial];
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://test');
    if (method !== 'GET' && failWith) return fakeResponse(failWith, { message: 'Nope' });
    if (pathname === '/api/notes/tags') return fakeResponse(200, [{ tag: 'pricing', count: 1 }]);
    if (method === 'POST') {
      const created = aNote({ ...jsonBody(init), id: `n${notes.length + 1}` });
      notes = [created, ...notes];
      return fakeResponse(201, created);
    }
    const id = pathname.split('/')[3];
    if (method === 'PUT') {
      notes = notes.map((n) => (n.id === id ? { ...n, ...jsonBody(init) } : n));
      return fakeResponse(
        200,
        notes.find((n) => n.id === id),
      );
    }
    if (method === 'DELETE') {
      notes = notes.filter((n) => n.id !== id);
      return fakeResponse(204);
    }
    const q = searchParams.get('q')?.toLowerCase();
    return fakeResponse(200, {
      notes: q ? notes.filter((n) => `${n.title} ${n.content}`.toLowerCase().includes(q)) : notes,
      nextCursor: null,
    });
  });
}

const noteGets = (fetchMock: jest.Mock): string[] =>
  fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url).startsWith('/api/notes?'))
    .map(([url]) => String(url));

describe('/notes', () => {
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it("with no notes says 'No notes found' and invites the first one", async () => {
    fakeNotesApi();
    renderPage(<NotesPage />);
    expect(await screen.findByRole('heading', { name: 'No notes found' })).toBeInTheDocument();
    expect(screen.getByText('Create your first note to get started!')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses (not per key), and says to adjust the search when nothing matches', async () => {
    // The clock is the test's: on a loaded machine real keystrokes can fall further apart than the pause itself.
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: 100, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const fetchMock = fakeNotesApi([aNote(), aNote({ id: 'n2', title: 'Hiring', content: 'Two engineers', tags: [] })]);
    renderPage(<NotesPage />);
    expect(await screen.findByRole('article', { name: 'Hiring' })).toBeInTheDocument();
    const searches = () => noteGets(fetchMock).filter((u) => u.includes('q='));
    // Keys 100 ms apart (and 100 ms since the last one): shorter than the pause the search waits for.
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'ANNUAL');
    expect(100).toBeLessThan(SEARCH_DEBOUNCE_MS);
    expect(searches()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hiring' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Pricing ideas' })).toBeInTheDocument();
    expect(searches()).toEqual(['/api/notes?q=ANNUAL']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search notes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'zebra');
    expect(await screen.findByText('Try adjusting your search terms.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No notes found' })).toBeInTheDocument();
  });

  it('shows content as text with its line breaks, never as HTML', async () => {
    fakeNotesApi([aNote({ content: '<b>bold?</b>\n<img src=x onerror="alert(1)">' })]);
    renderPage(<NotesPage />);
    const card = await screen.findByRole('article', { name: 'Pricing ideas' });
    expect(card.querySelector('.fjn-card__content')?.textContent).toBe('<b>bold?</b>\n<img src=x onerror="alert(1)">');
    expect(card.querySelector('b, img')).toBeNull();
  });

  it('creates a note from the side form: title and content are required; then it saves with the success toast', async () => {
    const fetchMock = fakeNotesApi();
    renderPage(<NotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Note' }));
    const form = screen.getByRole('region', { name: 'New Note' });
    await waitFor(() => expect(within(form).getByLabelText(labelled('Title'))).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Create Note' }));
    expect(await within(form).findByText('Please enter a title for the note')).toBeInTheDocument();
    expect(within(form).getByText('Please write something in the note')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(labelled('Title')), 'Launch plan');
    await userEvent.type(within(form).getByLabelText(labelled('Content')), 'Step one{enter}Step two');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tags' }), 'Launch,Q3{enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Note' }));
    expect(await screen.findByText('Note Created')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/notes')).toEqual({
      title: 'Launch plan',
      content: 'Step one\nStep two',
      category: 'general',
      tags: ['launch', 'q3'],
      isPinned: false,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New Note' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Launch plan' })).toBeInTheDocument();
  });

  it('opening a note edits it in the side form and closes the create form', async () => {
    const fetchMock = fakeNotesApi([aNote()]);
    renderPage(<NotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Note' }));
    expect(screen.getByRole('region', { name: 'New Note' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Pricing ideas' })).getByRole('button', { name: 'Pricing ideas' }),
    );
    expect(screen.queryByRole('region', { name: 'New Note' })).not.toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Edit Note' });
    await userEvent.clear(within(form).getByLabelText(labelled('Title')));
    await userEvent.type(within(form).getByLabelText(labelled('Title')), 'Pricing v2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Note Updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/notes/n1')).toMatchObject({
      title: 'Pricing v2',
      content: 'Tiers\nAnnual plan',
      tags: ['pricing'],
    });
  });

  it('pins with one tap (no toast), and filters by a tag chip', async () => {
    const fetchMock = fakeNotesApi([aNote()]);
    renderPage(<NotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pin Pricing ideas' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pin Pricing ideas' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(sentBody(fetchMock, 'PUT', '/api/notes/n1')).toEqual({ isPinned: true });
    expect(screen.queryByText('Note Updated')).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Tags' })).getByRole('button', { name: '#pricing' }),
    );
    await waitFor(() => expect(noteGets(fetchMock)).toContain('/api/notes?tag=pricing'));
  });

  it("deletes after 'Are you sure you want to delete this note?' with the success toast", async () => {
    const fetchMock = fakeNotesApi([aNote()]);
    renderPage(<NotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pricing ideas' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete note?' });
    expect(within(confirm).getByText('Are you sure you want to delete this note?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Note Deleted')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/notes/n1' && init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'No notes found' })).toBeInTheDocument();
  });

  it("a failed delete says 'Failed to delete note.' with 'Please try again.', keeps the note and the question open", async () => {
    fakeNotesApi([aNote()], 500);
    renderPage(<NotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pricing ideas' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Failed to delete note.')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete note' })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Pricing ideas', hidden: true })).toBeInTheDocument();
  });

  it("a failed create says 'Failed to create note.' with 'Please try again.' and keeps what was typed", async () => {
    fakeNotesApi([], 500);
    renderPage(<NotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Note' }));
    const form = screen.getByRole('region', { name: 'New Note' });
    await userEvent.type(within(form).getByLabelText(labelled('Title')), 'Keep me');
    await userEvent.type(within(form).getByLabelText(labelled('Content')), 'Typed text');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Note' }));
    expect(await screen.findByText('Failed to create note.')).toBeInTheDocument();
    expect(within(form).getByLabelText(labelled('Title'))).toHaveValue('Keep me');
  });
});
