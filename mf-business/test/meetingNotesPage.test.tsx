import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Business, MeetingAgendaTemplate, MeetingNote, UserActionItem } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { MeetingNotesPage } from '../src/features/meeting-notes/components/MeetingNotesPage';
import { aBusiness, aMeeting, BUSINESS_ID, labelled, sentBody } from './fixtures';

const anItem = (title: string, overrides: Partial<UserActionItem> = {}): UserActionItem => ({
  id: title,
  title,
  description: null,
  priority: 'medium',
  status: 'pending',
  dueDate: null,
  completedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  isOverdue: false,
  meeting: null,
  ...overrides,
});

const STANDUP: MeetingAgendaTemplate = {
  id: 't1',
  businessId: null,
  name: 'Weekly Team Standup',
  description: 'Weekly sync',
  templateType: 'team',
  defaultDuration: 30,
  isPublic: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  agendaItems: [
    { title: 'Wins', timeAllocation: 5 },
    { title: 'Blockers', timeAllocation: 15 },
    { title: 'Priorities', timeAllocation: 5 },
    { title: 'Owners', timeAllocation: 5 },
  ],
};

function fakeApi({
  businesses = [],
  items = [],
  meetings = [],
  postStatus = 201,
}: { businesses?: Business[]; items?: UserActionItem[]; meetings?: MeetingNote[]; postStatus?: number } = {}) {
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      if (postStatus !== 201)
        return fakeResponse(postStatus, { message: 'meetingDate: Use a date between the years 0001 and 9999' });
      return fakeResponse(201, { id: 'new', ...jsonBody(init) });
    }
    if (method === 'PUT') return fakeResponse(200, {});
    if (url === '/api/businesses') return fakeResponse(200, businesses);
    if (url === '/api/user-action-items') return fakeResponse(200, items);
    if (url.startsWith('/api/meeting-agenda-templates')) return fakeResponse(200, [STANDUP]);
    if (url === '/api/meeting-notes') return fakeResponse(200, meetings);
    if (url.startsWith('/api/meeting-notes?'))
      return fakeResponse(
        200,
        meetings.filter((m) => url.endsWith(m.businessId ?? 'none')),
      );
    return fakeResponse(404, { message: 'Not found' });
  });
}

// Radix Select measures and scrolls its menu; jsdom has neither.
beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

describe('/meeting-notes', () => {
  afterEach(() => act(() => dismissToast()));

  it('shows the business filter only to a user with businesses; filtering asks for that business', async () => {
    fakeApi();
    const { unmount } = renderPage(<MeetingNotesPage />);
    expect(await screen.findByRole('heading', { name: /Recent Meetings/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Show meetings for' })).not.toBeInTheDocument();
    unmount();

    const fetchMock = fakeApi({
      businesses: [aBusiness()],
      meetings: [aMeeting(), aMeeting({ id: 'p1', businessId: null, title: 'Personal chat' })],
    });
    renderPage(<MeetingNotesPage />);
    expect(await screen.findByRole('article', { name: 'Personal chat' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Show meetings for' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sunrise Bakery' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Personal chat' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Kick-off' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain(`/api/meeting-notes?businessId=${BUSINESS_ID}`);
  });

  it("'Your Action Items' shows 3 open items then '+N more', which lists them all; 'Overdue Items' the overdue ones", async () => {
    fakeApi({
      items: [
        anItem('Overdue call', { isOverdue: true, dueDate: '2026-01-01' }),
        anItem('Two'),
        anItem('Three', { status: 'in_progress' }),
        anItem('Four'),
        anItem('Blocked one', { status: 'blocked', isOverdue: true, dueDate: '2026-01-02' }),
        anItem('Done one', { status: 'completed' }),
      ],
    });
    renderPage(<MeetingNotesPage />);
    const yours = await screen.findByRole('region', { name: /^Your Action Items/ });
    expect(
      within(yours)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.fjm-item__title')?.textContent),
    ).toEqual(['Overdue call', 'Two', 'Three']);
    const overdue = screen.getByRole('region', { name: /^Overdue Items/ });
    expect(
      within(overdue)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.fjm-item__title')?.textContent),
    ).toEqual(['Overdue call', 'Blocked one']);
    await userEvent.click(within(yours).getByRole('button', { name: /^\+1 more/ }));
    const all = await screen.findByRole('dialog', { name: 'All Action Items' });
    expect(within(all).getByRole('region', { name: 'Open (4)' })).toBeInTheDocument();
    expect(within(all).getByRole('region', { name: 'Blocked (1)' })).toBeInTheDocument();
    expect(within(all).getByRole('region', { name: 'Done (1)' })).toBeInTheDocument();
  });

  it('a status change saves at once and offers Undo', async () => {
    const fetchMock = fakeApi({ items: [anItem('Call the bank')] });
    renderPage(<MeetingNotesPage />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status of Call the bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByText('“Call the bank” is now Cancelled.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/user-action-items/Call%20the%20bank')).toEqual({ status: 'cancelled' });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it("Create New Meeting: missing fields → 'Error' / 'Please fill in the required fields'; the defaults are team, neutral, 60", async () => {
    const fetchMock = fakeApi();
    renderPage(<MeetingNotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Meeting' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Meeting' });
    expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Team');
    expect(within(form).getByRole('combobox', { name: 'Outcome' })).toHaveTextContent('Neutral');
    expect(within(form).getByLabelText(labelled('Duration (min)'))).toHaveValue(60);
    await userEvent.click(within(form).getByRole('button', { name: 'Create Meeting' }));
    expect(await screen.findByText('Please fill in the required fields')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a meeting title')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(labelled('Title')), 'Sync');
    fireEvent.change(within(form).getByLabelText(labelled('Date and time')), { target: { value: '2026-03-02T14:00' } });
    await userEvent.clear(within(form).getByLabelText(labelled('Duration (min)')));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Meeting' }));
    expect(await screen.findByText('Meeting note created successfully')).toBeInTheDocument();
    // Method and path the right way round: POST /api/meeting-notes (decision 1102).
    expect(sentBody(fetchMock, 'POST', '/api/meeting-notes')).toMatchObject({
      title: 'Sync',
      duration: 60,
      meetingType: 'team',
      outcome: 'neutral',
      businessId: null,
    });
  });

  it("a failed create says 'Error' with the server's message", async () => {
    fakeApi({ postStatus: 400 });
    renderPage(<MeetingNotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Meeting' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Meeting' });
    await userEvent.type(within(form).getByLabelText(labelled('Title')), 'Sync');
    fireEvent.change(within(form).getByLabelText(labelled('Date and time')), { target: { value: '2026-03-02T14:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Meeting' }));
    expect(await screen.findByText('meetingDate: Use a date between the years 0001 and 9999')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('a template card shows 3 agenda items; Use fills title, duration, type and the agenda', async () => {
    fakeApi();
    renderPage(<MeetingNotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Templates' }));
    const templates = await screen.findByRole('dialog', { name: 'Meeting Templates' });
    const card = await within(templates).findByRole('article', { name: 'Weekly Team Standup' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Use Weekly Team Standup' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Meeting' });
    expect(within(form).getByLabelText(labelled('Title'))).toHaveValue('Weekly Team Standup');
    expect(within(form).getByLabelText(labelled('Duration (min)'))).toHaveValue(30);
    expect(within(form).getByLabelText(labelled('Notes'))).toHaveValue(
      'Wins (5 min)\nBlockers (15 min)\nPriorities (5 min)\nOwners (5 min)',
    );
  });

  it('creating a template: the agenda must fit; then the success toast', async () => {
    const fetchMock = fakeApi();
    renderPage(<MeetingNotesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Templates' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Meeting Templates' })).getByRole('button', {
        name: 'New Template',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'New Template' });
    await userEvent.type(within(form).getByLabelText(labelled('Name')), 'Board call');
    await userEvent.type(within(form).getByLabelText('Agenda item 1'), 'Numbers');
    await userEvent.type(within(form).getByLabelText('Minutes for agenda item 1'), '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Template' }));
    expect(
      await within(form).findByText(/The agenda takes 45 minutes, more than the 30-minute meeting/),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Minutes for agenda item 1'));
    await userEvent.type(within(form).getByLabelText('Minutes for agenda item 1'), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('Meeting template created successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/meeting-agenda-templates')).toEqual({
      name: 'Board call',
      templateType: 'team',
      defaultDuration: 30,
      agendaItems: [{ title: 'Numbers', timeAllocation: 30 }],
      isPublic: false,
      businessId: null,
    });
  });
});
