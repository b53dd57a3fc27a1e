import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Business } from '@fj/contracts';
import { dismissToast, SELECTED_BUSINESS_KEY } from '@fj/ui';
import { syncSelectedBusinessFromStorage } from '../../packages/ui/src/business/selectedBusiness';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { BusinessesPage } from '../src/features/businesses/components/BusinessesPage';
import { aBusiness, labelled, sentBody } from './fixtures';

const LIMIT = 'Free plan includes 1 business. Upgrade to Premium for unlimited businesses.';

/** A tiny /api/businesses: GET lists, POST creates (or answers `createError`). */
function fakeBusinessesApi(initial: Business[], createError?: { status: number; body: unknown }) {
  const businesses = [...initial];
  return mockFetch((url, init) => {
    if (url === '/api/businesses' && init?.method === 'POST') {
      if (createError) return fakeResponse(createError.status, createError.body);
      const body = jsonBody(init);
      const created = aBusiness({
        id: `b${businesses.length + 1}`,
        description: null,
        ...body,
        sortOrder: businesses.length,
      });
      businesses.push(created);
      return fakeResponse(201, created);
    }
    if (url === '/api/businesses') return fakeResponse(200, businesses);
    return fakeResponse(404, { message: 'Not found' });
  });
}

async function openNewBusinessDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'New Business' }));
  return screen.findByRole('dialog', { name: 'New Business' });
}

describe('/businesses', () => {
  beforeEach(() => {
    localStorage.clear();
    syncSelectedBusinessFromStorage();
  });
  afterEach(() => act(() => dismissToast()));

  it("shows 'No businesses yet' when there are none", async () => {
    fakeBusinessesApi([]);
    renderPage(<BusinessesPage />);
    expect(await screen.findByRole('heading', { name: 'No businesses yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Businesses' })).toBeInTheDocument();
  });

  it('lists the businesses with links to their dashboards and selects the first one', async () => {
    fakeBusinessesApi([
      aBusiness({ id: 'b1', name: 'Acme' }),
      aBusiness({ id: 'b2', name: 'Globex', description: 'Widgets' }),
    ]);
    renderPage(<BusinessesPage />);
    const list = await screen.findByRole('list', { name: 'All Businesses (2)' });
    expect(within(list).getByRole('link', { name: /Globex/ })).toHaveAttribute('href', '/business/b2');
    expect(within(list).getByRole('button', { name: 'Reorder Acme' })).toBeInTheDocument();
    // Free plan: the usage is said under the list.
    expect(screen.getByText('2 of 1 business on the Free plan')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Active business' })).toHaveTextContent('Acme');
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBe('b1');
  });

  it('a blank name says why (inline and the toast); then it trims, omits an empty description and sends blue by default', async () => {
    const fetchMock = fakeBusinessesApi([]);
    renderPage(<BusinessesPage />, { user: testUser({ isPremium: true }) });
    await screen.findByRole('heading', { name: 'No businesses yet' });
    const dialog = await openNewBusinessDialog();
    const create = within(dialog).getByRole('button', { name: 'Create Business' });
    expect(within(dialog).getByRole('radio', { name: 'Blue' })).toBeChecked();
    const name = within(dialog).getByRole('textbox', { name: 'Business name' });
    expect(name).toHaveAttribute('aria-required', 'true');

    await userEvent.type(name, '   ');
    await userEvent.click(create);
    expect(await screen.findByText('Business Name Required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Please enter a name for your business');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(name, 'Sunrise Bakery  ');
    await userEvent.type(within(dialog).getByLabelText(labelled('Description (optional)')), '   ');
    await userEvent.click(create);

    expect(await screen.findByText('Business Created')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/businesses')).toEqual({ name: 'Sunrise Bakery', color: 'blue' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The new business is selected and listed after the refetch.
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBe('b1');
    expect(await screen.findByRole('heading', { name: 'All Businesses (1)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Active business' })).toHaveTextContent('Sunrise Bakery');

    // Reopened, the form is empty again.
    const again = await openNewBusinessDialog();
    expect(within(again).getByLabelText(labelled('Business name'))).toHaveValue('');
  });

  it('on the Free plan with its business, New Business shows the limit and the upgrade instead of a form', async () => {
    const fetchMock = fakeBusinessesApi([aBusiness({ id: 'b1', name: 'Acme' })]);
    const { navigate } = renderPage(<BusinessesPage />, { user: testUser({ isPremium: false }) });
    await screen.findByRole('heading', { name: 'All Businesses (1)' });
    expect(screen.getByText('1 of 1 business on the Free plan')).toBeInTheDocument();
    // A single business has nothing to reorder: no drag handle.
    expect(screen.queryByRole('button', { name: 'Reorder Acme' })).not.toBeInTheDocument();
    const dialog = await openNewBusinessDialog();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('1 of 1 business on the Free plan')).toBeInTheDocument();
    expect(within(dialog).getByText(LIMIT)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Upgrade to Premium - £30' }));
    expect(navigate).toHaveBeenCalledWith('/checkout');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a trimmed description and the chosen colour', async () => {
    const fetchMock = fakeBusinessesApi([]);
    renderPage(<BusinessesPage />);
    await screen.findByRole('heading', { name: 'No businesses yet' });
    const dialog = await openNewBusinessDialog();
    await userEvent.type(within(dialog).getByLabelText(labelled('Business name')), 'Acme');
    await userEvent.type(within(dialog).getByLabelText(labelled('Description (optional)')), '  Widgets  ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Purple' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Business' }));
    await screen.findByText('Business Created');
    expect(sentBody(fetchMock, 'POST', '/api/businesses')).toEqual({
      name: 'Acme',
      description: 'Widgets',
      color: 'purple',
    });
  });

  it("shows the server's plan-limit message in 'Creation Failed' and keeps the dialog open (a limit reached elsewhere)", async () => {
    fakeBusinessesApi([aBusiness({ id: 'b1', name: 'Acme' })], { status: 403, body: { message: LIMIT } });
    // The user was premium when the page loaded (e.g. refunded since): the server still has the last word.
    renderPage(<BusinessesPage />, { user: testUser({ isPremium: true }) });
    await screen.findByRole('heading', { name: 'All Businesses (1)' });
    const dialog = await openNewBusinessDialog();
    await userEvent.type(within(dialog).getByLabelText(labelled('Business name')), 'Second');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getAllByText(LIMIT).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'New Business' })).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBe('b1');
  });

  it("falls back to 'Failed to create business' when the server sends no message", async () => {
    fakeBusinessesApi([], { status: 500, body: '' });
    renderPage(<BusinessesPage />);
    await screen.findByRole('heading', { name: 'No businesses yet' });
    const dialog = await openNewBusinessDialog();
    await userEvent.type(within(dialog).getByLabelText(labelled('Business name')), 'Acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText('Failed to create business')).toBeInTheDocument();
  });
});
