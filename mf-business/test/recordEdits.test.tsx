import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ActionItem, BusinessMetric, GrowthIdea, MeetingNote } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { resetPendingRemovals } from '../../packages/ui/src/undo/pendingRemovals';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { clickToastAction } from '../../tools/jest/toast';
import { BusinessDashboardPage } from '../src/features/business-dashboard/components/BusinessDashboardPage';
import { aBusinessDetail, aMeeting, aMetric, anActionItem, anIdea, BUSINESS_ID, labelled, sentBody } from './fixtures';

// Every record opens from its card (decision 0902) with Edit and Delete; completing and deleting from a list offer
// Undo.

beforeAll(() => {
  // Radix Select and Toast capture the pointer; jsdom implements no pointer capture or scrolling into view.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

interface Lists {
  metrics?: BusinessMetric[];
  meetings?: MeetingNote[];
  actionItems?: ActionItem[];
  ideas?: GrowthIdea[];
}

/** The dashboard's API over in-memory lists: PUT replaces fields, DELETE removes, so refetches see the change. */
function fakeApi(lists: Lists = {}) {
  const store: Record<string, { id: string }[]> = {
    '/api/business-metrics': [...(lists.metrics ?? [])],
    '/api/meeting-notes': [...(lists.meetings ?? [])],
    '/api/action-items': [...(lists.actionItems ?? [])],
    '/api/growth-ideas': [...(lists.ideas ?? [])],
  };
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === `/api/businesses/${BUSINESS_ID}`) {
      if (method === 'DELETE') return fakeResponse(204);
      return fakeResponse(200, aBusinessDetail({ name: 'Sunrise Bakery' }));
    }
    const path = Object.keys(store).find((p) => url.startsWith(p));
    if (!path) return fakeResponse(404, { message: 'Not found' });
    if (method === 'GET') return fakeResponse(200, store[path]);
    const id = url.slice(path.length + 1);
    const index = store[path].findIndex((r) => r.id === id);
    if (method === 'DELETE') {
      store[path].splice(index, 1);
      return fakeResponse(204);
    }
    store[path][index] = { ...store[path][index], ...jsonBody(init) };
    return fakeResponse(200, store[path][index]);
  });
}

function renderDashboard(tab: string) {
  return renderPage(
    <Routes>
      <Route path="/business/:id" element={<BusinessDashboardPage />} />
    </Routes>,
    { route: `/business/${BUSINESS_ID}?tab=${tab}` },
  );
}

const calls = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url]) => url);

describe('records open, edit and delete', () => {
  afterEach(() => {
    act(() => dismissToast());
    resetPendingRemovals();
  });

  it('a meeting opens in its sheet; Edit saves a full update', async () => {
    const fetchMock = fakeApi({ meetings: [aMeeting({ id: 'm1', title: 'Pitch', notes: 'Went well', duration: 30 })] });
    renderDashboard('meetings');
    await userEvent.click(await screen.findByRole('button', { name: 'Pitch' }));
    const sheet = screen.getByRole('dialog', { name: 'Pitch' });
    expect(within(sheet).getByText('Went well')).toBeInTheDocument();
    expect(within(sheet).getByText('30 min')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Meeting' });
    const title = within(edit).getByLabelText(labelled('Title'));
    expect(title).toHaveValue('Pitch');
    await userEvent.clear(title);
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(within(edit).getByText('Please enter a meeting title')).toBeInTheDocument();
    await userEvent.type(title, 'Pitch to Acme');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Meeting Updated')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pitch to Acme' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/meeting-notes/m1')).toMatchObject({
      title: 'Pitch to Acme',
      duration: 30,
      notes: 'Went well',
    });
  });

  it('deleting a meeting hides it with Undo; Undo brings it back and nothing is deleted; otherwise it is deleted when the toast closes', async () => {
    const fetchMock = fakeApi({
      meetings: [aMeeting({ id: 'm1', title: 'Pitch' }), aMeeting({ id: 'm2', title: 'Review' })],
    });
    renderDashboard('meetings');
    await userEvent.click(await screen.findByRole('button', { name: 'Pitch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete meeting' }));
    expect(screen.queryByRole('article', { name: 'Pitch' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meetings (1)' })).toBeInTheDocument();
    expect(screen.getByText('Meeting Deleted')).toBeInTheDocument();

    await clickToastAction('Undo');
    expect(await screen.findByRole('article', { name: 'Pitch' })).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Pitch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete meeting' }));
    act(() => dismissToast()); // the toast closes (its 5 s ran out, or it was swiped or closed)
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toEqual(['/api/meeting-notes/m1']));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Meetings (1)' })).toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Pitch' })).not.toBeInTheDocument();
  });

  it('completing an action item names it in the toast, and Undo puts its status back', async () => {
    const fetchMock = fakeApi({ actionItems: [anActionItem({ id: 'a1', title: 'Call the bank' })] });
    renderDashboard('actions');
    const todo = await screen.findByRole('list', { name: 'To Do' });
    await userEvent.click(within(todo).getByRole('checkbox', { name: 'Call the bank' }));
    expect(await screen.findByText('“Call the bank” is completed.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Completed' })).toBeInTheDocument();

    await clickToastAction('Undo');
    expect(await screen.findByRole('list', { name: 'To Do' })).toHaveTextContent('Call the bank');
    expect(calls(fetchMock, 'PUT')).toEqual(['/api/action-items/a1', '/api/action-items/a1']);
    expect(JSON.parse(String(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')[1][1].body))).toEqual({
      status: 'todo',
    });
  });

  it('an action item overdue in the user’s time zone says so; it opens with Edit (every field) and Delete', async () => {
    const fetchMock = fakeApi({
      actionItems: [anActionItem({ id: 'a1', title: 'File taxes', dueDate: '2020-01-31', priority: 'high' })],
    });
    renderDashboard('actions');
    const todo = await screen.findByRole('list', { name: 'To Do' });
    expect(within(todo).getByText('Overdue')).toBeInTheDocument();
    await userEvent.click(within(todo).getByRole('button', { name: /^File taxes/ }));
    const sheet = screen.getByRole('dialog', { name: 'File taxes' });
    expect(within(sheet).getByText('Jan 31, 2020 (overdue)')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Action Item' });
    await userEvent.clear(within(edit).getByLabelText(labelled('Due date')));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Action Item Updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/action-items/a1')).toEqual({
      status: 'todo',
      title: 'File taxes',
      description: null,
      priority: 'high',
      dueDate: null,
      assignedTo: null,
    });
    await waitFor(() => expect(screen.queryByText('Overdue')).not.toBeInTheDocument());
  });

  it('a growth idea opens with Edit; a negative potential revenue is refused inline', async () => {
    const fetchMock = fakeApi({ ideas: [anIdea({ id: 'g1', title: 'Referrals', potentialRevenue: 500 })] });
    renderDashboard('ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Referrals' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Referrals' })).getByRole('button', { name: 'Edit' }),
    );
    const edit = screen.getByRole('dialog', { name: 'Edit Growth Idea' });
    const revenue = within(edit).getByLabelText(labelled('Potential revenue'));
    await userEvent.clear(revenue);
    await userEvent.type(revenue, '-20');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(within(edit).getByText('Potential revenue cannot be negative')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT')).toEqual([]);
    await userEvent.clear(revenue);
    await userEvent.type(revenue, '750');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Growth Idea Updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/growth-ideas/g1')).toMatchObject({
      status: 'brainstorming',
      title: 'Referrals',
      potentialRevenue: 750,
    });
  });

  it('recorded figures are listed newest first; one opens to be corrected or deleted', async () => {
    const fetchMock = fakeApi({
      metrics: [
        aMetric({ id: 'x1', date: '2026-01-05', revenue: 100, clients: 2 }),
        aMetric({ id: 'x2', date: '2026-01-09', revenue: 250, clients: 3 }),
      ],
    });
    renderDashboard('overview');
    const records = await screen.findByRole('list', { name: 'Recorded figures' });
    expect(
      within(records)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jan 9, 2026$250.00 · 3 clients', 'Jan 5, 2026$100.00 · 2 clients']);
    await userEvent.click(within(records).getByRole('button', { name: /Jan 5, 2026/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Figures for Jan 5, 2026' })).getByRole('button', { name: 'Edit' }),
    );
    const edit = screen.getByRole('dialog', { name: 'Edit figures for Jan 5, 2026' });
    await userEvent.clear(within(edit).getByLabelText(labelled('Clients')));
    await userEvent.type(within(edit).getByLabelText(labelled('Clients')), '4');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Figures Updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/business-metrics/x1')).toEqual({
      date: '2026-01-05',
      revenue: 100,
      clients: 4,
    });

    await userEvent.click(within(records).getByRole('button', { name: /Jan 9, 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete figures' }));
    expect(within(records).queryByRole('button', { name: /Jan 9, 2026/ })).not.toBeInTheDocument();
    act(() => dismissToast());
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toEqual(['/api/business-metrics/x2']));
  });

  it('the business opens from its header; Delete needs its name typed, then goes to /businesses', async () => {
    const fetchMock = fakeApi();
    const { navigate } = renderDashboard('overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Sunrise Bakery' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Sunrise Bakery' })).getByRole('button', { name: 'Delete business' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Sunrise Bakery?' });
    expect(confirm).toHaveAccessibleDescription(
      'Its meetings, action items, ideas, content plans and revenue records will be deleted too.',
    );
    const button = within(confirm).getByRole('button', { name: 'Delete business' });
    await userEvent.type(within(confirm).getByRole('textbox'), 'Sunrise');
    expect(button).toBeDisabled();
    await userEvent.type(within(confirm).getByRole('textbox'), ' Bakery');
    await userEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/businesses'));
    expect(calls(fetchMock, 'DELETE')).toEqual([`/api/businesses/${BUSINESS_ID}`]);
    expect(await screen.findByText('Business Deleted')).toBeInTheDocument();
  });
});
