import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Business } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { syncSelectedBusinessFromStorage } from '../../packages/ui/src/business/selectedBusiness';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { BusinessesPage } from '../src/features/businesses/components/BusinessesPage';
import { aBusiness, sentBody } from './fixtures';

// jsdom has no layout: give each business row a 64 px slot so dnd-kit's keyboard sensor can measure the list.
const ROW_HEIGHT = 64;
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('.fjb-row');
    if (!row || row !== this) return realRect.call(this);
    const top = Array.from(row.parentElement!.children).indexOf(row) * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 358,
      bottom: top + ROW_HEIGHT,
      width: 358,
      height: ROW_HEIGHT,
      toJSON: () => ({}),
    };
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

const acme = aBusiness({ id: 'b1', name: 'Acme', sortOrder: 0 });
const globex = aBusiness({ id: 'b2', name: 'Globex', sortOrder: 1 });

function fakeApi(
  reorder: (
    businesses: Business[],
    body: { businessUpdates: { id: string; sortOrder: number }[] },
  ) => ReturnType<typeof fakeResponse>,
  { holdReadsAfterReorder = false } = {},
) {
  let businesses = [acme, globex];
  let reordered = false;
  return mockFetch((url, init) => {
    // A list read that never answers: whatever the screen shows then is its own doing, not a refetch.
    if (reordered && holdReadsAfterReorder) return new Promise(() => undefined);
    if (url === '/api/businesses/reorder') {
      reordered = true;
      const body = jsonBody(init);
      const res = reorder(businesses, body);
      if (res.ok)
        businesses = body.businessUpdates.map((u: { id: string; sortOrder: number }) => ({
          ...businesses.find((b) => b.id === u.id)!,
          sortOrder: u.sortOrder,
        }));
      return res;
    }
    return fakeResponse(200, businesses);
  });
}

const names = () =>
  within(screen.getByRole('list', { name: /All Businesses/ }))
    .getAllByRole('button', { name: /^Reorder / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Reorder ', ''));

/**
 * After a pick-up, dnd-kit's keyboard sensor starts listening for the next key in a zero-delay timer: a key sent before
 * that timer runs is lost (CI, on a loaded machine, once moved nothing). Waiting one timer turn lets it run first.
 */
const nextKeyHeard = () => act(() => new Promise<void>((resolve) => setTimeout(resolve)));

/** Space lifts, ArrowDown moves one place, Space drops (dnd-kit's keyboard sensor). */
async function moveDownWithKeyboard(handleName: string) {
  const handle = screen.getByRole('button', { name: handleName });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await nextKeyHeard();
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await act(async () => {});
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(async () => {});
}

describe('reordering businesses with the keyboard', () => {
  beforeEach(() => {
    localStorage.clear();
    syncSelectedBusinessFromStorage();
  });
  afterEach(() => act(() => dismissToast()));

  it('moves the business at once and saves every new sortOrder', async () => {
    const fetchMock = fakeApi((businesses) => fakeResponse(200, businesses));
    renderPage(<BusinessesPage />);
    await screen.findByRole('list', { name: 'All Businesses (2)' });
    expect(names()).toEqual(['Acme', 'Globex']);

    await moveDownWithKeyboard('Reorder Acme');

    await waitFor(() => expect(names()).toEqual(['Globex', 'Acme']));
    expect(sentBody(fetchMock, 'POST', '/api/businesses/reorder')).toEqual({
      businessUpdates: [
        { id: 'b2', sortOrder: 0 },
        { id: 'b1', sortOrder: 1 },
      ],
    });
  });

  it("puts the old order back and says 'Reorder Failed' with the server's message when saving fails", async () => {
    fakeApi(() => fakeResponse(404, { message: 'Business not found' }), { holdReadsAfterReorder: true });
    renderPage(<BusinessesPage />);
    await screen.findByRole('list', { name: 'All Businesses (2)' });

    await moveDownWithKeyboard('Reorder Acme');

    expect(await screen.findByText('Reorder Failed')).toBeInTheDocument();
    expect(screen.getByText('Business not found')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Acme', 'Globex']));
  });

  it('escape cancels a lifted business without saving', async () => {
    const fetchMock = fakeApi((businesses) => fakeResponse(200, businesses));
    renderPage(<BusinessesPage />);
    await screen.findByRole('list', { name: 'All Businesses (2)' });
    const handle = screen.getByRole('button', { name: 'Reorder Acme' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
    await nextKeyHeard();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await act(async () => {});
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await act(async () => {});
    expect(names()).toEqual(['Acme', 'Globex']);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/businesses/reorder')).toBe(false);
  });
});
