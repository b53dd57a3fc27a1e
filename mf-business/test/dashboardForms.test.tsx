import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { dismissToast } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { BusinessDashboardPage } from '../src/features/business-dashboard/components/BusinessDashboardPage';
import { aBusinessDetail, aMeeting, BUSINESS_ID, labelled, sentBody } from './fixtures';

/** Every list starts empty; POSTs answer `postStatus` and, when created, show up in the next GET. */
function fakeApi(postStatus = 201) {
  const meetings: unknown[] = [];
  let totalRevenue = 0;
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      if (postStatus !== 201) return fakeResponse(postStatus, { message: 'Nope' });
      const body = jsonBody(init);
      if (url === '/api/meeting-notes') meetings.unshift(aMeeting({ id: `m${meetings.length}`, ...body }));
      if (url === '/api/business-metrics') totalRevenue += body.revenue;
      return fakeResponse(201, { id: 'new', ...body });
    }
    if (url === `/api/businesses/${BUSINESS_ID}`)
      return fakeResponse(200, aBusinessDetail({ stats: { ...aBusinessDetail().stats, totalRevenue } }));
    if (url.startsWith('/api/meeting-notes?')) return fakeResponse(200, meetings);
    return fakeResponse(200, []);
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

async function openForm(button: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('dashboard forms', () => {
  afterEach(() => act(() => dismissToast()));

  it('meeting: an incomplete submit says inline what is missing; once complete it saves, closes, and the list refetches', async () => {
    const fetchMock = fakeApi();
    renderDashboard('meetings');
    const dialog = await openForm('New Meeting', 'New Meeting');
    const title = within(dialog).getByLabelText(labelled('Title'));
    await waitFor(() => expect(title).toHaveFocus()); // the form opens in its first field
    await userEvent.type(title, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Meeting' }));
    expect(await within(dialog).findByText('Please enter a meeting title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the date and time of the meeting')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(title);
    await userEvent.type(title, 'Pitch');
    expect(within(dialog).queryByText('Please enter a meeting title')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(labelled('Date and time')), {
      target: { value: '2026-03-02T14:00' },
    });
    await userEvent.type(within(dialog).getByLabelText(labelled('Duration (min)')), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Meeting' }));

    expect(await screen.findByText('Meeting Notes Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Pitch' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/meeting-notes')).toMatchObject({
      businessId: BUSINESS_ID,
      title: 'Pitch',
      duration: 30,
      meetingType: 'client',
      outcome: 'positive',
    });
  });

  it('meeting: a failed save says so and keeps the form', async () => {
    fakeApi(500);
    renderDashboard('meetings');
    const dialog = await openForm('New Meeting', 'New Meeting');
    await userEvent.type(within(dialog).getByLabelText(labelled('Title')), 'Pitch');
    fireEvent.change(within(dialog).getByLabelText(labelled('Date and time')), {
      target: { value: '2026-03-02T14:00' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Meeting' }));
    expect(await screen.findByText('Failed to save meeting notes. Please try again.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'New Meeting' })).getByLabelText(labelled('Title'))).toHaveValue(
      'Pitch',
    );
  });

  it('action item: title required (said inline); a failed save shows the product message', async () => {
    const fetchMock = fakeApi(500);
    renderDashboard('actions');
    const dialog = await openForm('New Action', 'New Action Item');
    const add = within(dialog).getByRole('button', { name: 'Add Action Item' });
    await userEvent.click(add);
    expect(await within(dialog).findByText('Please enter a title for the action item')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(labelled('Title')), '  Order flour ');
    await userEvent.click(add);
    expect(await screen.findByText('Failed to create action item. Please try again.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/action-items')).toMatchObject({
      title: 'Order flour',
      priority: 'medium',
      status: 'todo',
      dueDate: null,
    });
  });

  it('growth idea: saved with its defaults and the success toast', async () => {
    const fetchMock = fakeApi();
    renderDashboard('ideas');
    const dialog = await openForm('New Idea', 'New Growth Idea');
    await userEvent.type(within(dialog).getByLabelText(labelled('Title')), 'Loyalty card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Growth Idea' }));
    expect(await screen.findByText('Growth Idea Added!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/growth-ideas')).toEqual({
      businessId: BUSINESS_ID,
      title: 'Loyalty card',
      category: 'marketing',
      priority: 'medium',
      implementationEffort: 'medium',
      potentialRevenue: null,
      status: 'brainstorming',
    });
  });

  it('growth idea: a failed save shows the product message', async () => {
    fakeApi(500);
    renderDashboard('ideas');
    const dialog = await openForm('New Idea', 'New Growth Idea');
    await userEvent.type(within(dialog).getByLabelText(labelled('Title')), 'Loyalty card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Growth Idea' }));
    expect(await screen.findByText('Failed to save your growth idea. Please try again.')).toBeInTheDocument();
  });

  it('revenue: negative figures are refused inline; recording today updates the header total', async () => {
    const fetchMock = fakeApi();
    renderDashboard('overview');
    expect(await screen.findByText('$0.00', { selector: 'dd' })).toBeInTheDocument();
    const dialog = await openForm('Record Revenue', 'Record Revenue');
    await waitFor(() => expect(within(dialog).getByLabelText(labelled('Date'))).toHaveFocus());
    await userEvent.type(within(dialog).getByLabelText(labelled('Revenue (USD)')), '-5');
    await userEvent.type(within(dialog).getByLabelText(labelled('Clients')), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Revenue cannot be negative')).toBeInTheDocument();
    expect(within(dialog).getByText('Clients cannot be negative')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(labelled('Revenue (USD)')));
    await userEvent.type(within(dialog).getByLabelText(labelled('Revenue (USD)')), '1250.5');
    await userEvent.clear(within(dialog).getByLabelText(labelled('Clients')));
    await userEvent.type(within(dialog).getByLabelText(labelled('Clients')), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('$1,250.50', { selector: 'dd' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/business-metrics')).toMatchObject({
      businessId: BUSINESS_ID,
      revenue: 1250.5,
      clients: 8,
    });
  });
});
