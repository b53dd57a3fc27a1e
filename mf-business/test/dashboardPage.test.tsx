import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ActionItem, GrowthIdea } from '@fj/contracts';
import { dismissToast, provideRemoteLoader } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { BusinessDashboardPage } from '../src/features/business-dashboard/components/BusinessDashboardPage';
import { aBusinessDetail, aMeeting, aMetric, anActionItem, anIdea, BUSINESS_ID, labelled, sentBody } from './fixtures';

// Radix Select measures and captures the pointer; jsdom implements neither.
beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

interface FakeDashboard {
  actionItems?: ActionItem[];
  ideas?: GrowthIdea[];
  detailStatus?: number;
}

/** The business and its lists; PUTs update the stored item, so a refetch sees the change. */
function fakeDashboardApi({ actionItems = [], ideas = [], detailStatus = 200 }: FakeDashboard = {}) {
  const items = { actionItems: [...actionItems], ideas: [...ideas] };
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const put = (list: { id: string }[], prefix: string) => {
      const id = url.slice(prefix.length);
      const index = list.findIndex((x) => x.id === id);
      list[index] = { ...list[index], ...jsonBody(init) };
      return fakeResponse(200, list[index]);
    };
    if (url === `/api/businesses/${BUSINESS_ID}`) {
      return detailStatus === 200
        ? fakeResponse(
            200,
            aBusinessDetail({
              name: 'Sunrise Bakery',
              color: 'orange',
              description: 'Bread',
              stats: {
                totalRevenue: 12345.5,
                totalClients: 7,
                latestMetric: null,
                meetingCount: 4,
                actionItemCount: 0,
                growthIdeaCount: 0,
              },
            }),
          )
        : fakeResponse(detailStatus, { message: 'Business not found' });
    }
    if (url.startsWith('/api/business-metrics?'))
      return fakeResponse(200, [aMetric({ date: '2020-01-01', revenue: 99 })]);
    if (url.startsWith('/api/meeting-notes?')) {
      return fakeResponse(200, [
        aMeeting({ id: '1', title: 'Newest', outcome: 'negative' }),
        aMeeting({ id: '2', title: 'Second', outcome: 'follow-up' }),
        aMeeting({ id: '3', title: 'Third', outcome: 'neutral' }),
        aMeeting({ id: '4', title: 'Oldest', outcome: 'positive' }),
      ]);
    }
    if (url.startsWith('/api/action-items?')) return fakeResponse(200, items.actionItems);
    if (url.startsWith('/api/growth-ideas?')) return fakeResponse(200, items.ideas);
    if (url === `/api/social-accounts?businessId=${BUSINESS_ID}`)
      return fakeResponse(200, [{ id: 's1' }, { id: 's2' }]);
    if (method === 'PUT' && url.startsWith('/api/action-items/')) return put(items.actionItems, '/api/action-items/');
    if (method === 'PUT' && url.startsWith('/api/growth-ideas/')) return put(items.ideas, '/api/growth-ideas/');
    return fakeResponse(404, { message: 'Not found' });
  });
}

function renderDashboard(tab?: string) {
  return renderPage(
    <Routes>
      <Route path="/business/:id" element={<BusinessDashboardPage />} />
    </Routes>,
    { route: `/business/${BUSINESS_ID}${tab ? `?tab=${tab}` : ''}` },
  );
}

describe('/business/:id', () => {
  afterEach(() => act(() => dismissToast()));

  it("shows 'Business Not Found' with a link to /businesses for an unknown or foreign id", async () => {
    fakeDashboardApi({ detailStatus: 404 });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Business Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Businesses' })).toHaveAttribute('href', '/businesses');
  });

  it('offers Retry (not "not found") when the read fails otherwise', async () => {
    fakeDashboardApi({ detailStatus: 500 });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Could not load this business' })).toBeInTheDocument();
    expect(screen.queryByText('Business Not Found')).not.toBeInTheDocument();
  });

  it('shows the header stats with USD formatting, and Back goes to /businesses', async () => {
    fakeDashboardApi();
    const { navigate } = renderDashboard();
    const hero = await screen.findByRole('region', { name: 'Sunrise Bakery' });
    expect(within(hero).getByText('$12,345.50')).toBeInTheDocument();
    expect(await within(hero).findByText('2')).toBe(within(hero).getByText('Social Accounts').nextSibling);
    expect(within(hero).getByText('Clients').nextSibling).toHaveTextContent('7');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenCalledWith('/businesses');
  });

  it("overview: this month's revenue counts only this month, Recent Activity lists the 3 latest meetings", async () => {
    fakeDashboardApi();
    renderDashboard();
    const recent = await screen.findByRole('list', { name: 'Latest meetings' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Newest'), expect.stringContaining('Second'), expect.stringContaining('Third')]);
    expect(within(recent).getByText('Challenging')).toBeInTheDocument();
    expect(within(recent).getByText('Needs Follow-up')).toBeInTheDocument();
    expect(screen.getByTestId('month-revenue')).toHaveTextContent('$0.00');
  });

  it.each([
    ['Record Revenue', 'Record Revenue', 'Date'],
    ['Log Meeting', 'New Meeting', 'Title'],
    ['Add Action', 'New Action Item', 'Title'],
    ['New Idea', 'New Growth Idea', 'Title'],
  ])(
    'the quick action %s opens its form right here, focused on its first field',
    async (action, dialogName, firstField) => {
      fakeDashboardApi();
      renderDashboard();
      await userEvent.click(await screen.findByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      await waitFor(() => expect(within(dialog).getByLabelText(labelled(firstField))).toHaveFocus());
      // Still on the overview (hidden from assistive tech while the dialog is open).
      expect(screen.getByRole('tab', { name: 'Overview', hidden: true })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('shows no figure twice: the header has the totals, the overview only this month', async () => {
    fakeDashboardApi();
    renderDashboard();
    await screen.findByTestId('month-revenue');
    expect(screen.queryByText('Total Clients')).not.toBeInTheDocument();
    expect(screen.getAllByText('$12,345.50')).toHaveLength(1);
  });

  it('meetings: newest first with outcome labels', async () => {
    fakeDashboardApi();
    renderDashboard('meetings');
    await screen.findByRole('heading', { name: 'Meetings (4)' });
    const titles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(titles).toEqual(['Newest', 'Second', 'Third', 'Oldest']);
    expect(within(screen.getByRole('article', { name: 'Newest' })).getByText('Challenging')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Second' })).getByText('Needs Follow-up')).toBeInTheDocument();
  });

  it('actions: grouped under readable headings; the checkbox PUTs completed with completedAt, then todo', async () => {
    const fetchMock = fakeDashboardApi({
      actionItems: [
        anActionItem({ id: 'a1', title: 'Call the bank' }),
        anActionItem({ id: 'a2', title: 'Hire a baker', status: 'in-progress' }),
      ],
    });
    renderDashboard('actions');
    const todo = await screen.findByRole('list', { name: 'To Do' });
    expect(screen.getByRole('list', { name: 'In Progress' })).toHaveTextContent('Hire a baker');
    expect(screen.queryByRole('list', { name: 'Completed' })).not.toBeInTheDocument();

    await userEvent.click(within(todo).getByRole('checkbox', { name: 'Call the bank' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    const completed = await screen.findByRole('list', { name: 'Completed' });
    expect(within(completed).getByRole('checkbox', { name: 'Call the bank' })).toBeChecked();
    const body = sentBody(fetchMock, 'PUT', '/api/action-items/a1') as { status: string; completedAt: string };
    expect(body.status).toBe('completed');
    expect(Number.isNaN(Date.parse(body.completedAt))).toBe(false);

    fetchMock.mockClear();
    await userEvent.click(within(completed).getByRole('checkbox', { name: 'Call the bank' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Completed' })).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'PUT', '/api/action-items/a1')).toEqual({ status: 'todo' });
  });

  it('ideas: three groups with impact and effort labels; the dropdown moves an idea to Implemented', async () => {
    const fetchMock = fakeDashboardApi({
      ideas: [
        anIdea({
          id: 'g1',
          title: 'Referrals',
          priority: 'urgent',
          implementationEffort: 'low',
          potentialRevenue: 5000,
        }),
        anIdea({ id: 'g2', title: 'Catering', status: 'paused', priority: 'low', implementationEffort: 'high' }),
      ],
    });
    renderDashboard('ideas');
    const inProgress = await screen.findByRole('list', { name: 'In Progress' });
    const referrals = within(inProgress).getByRole('article', { name: 'Referrals' });
    expect(referrals).toHaveTextContent('Game Changer!');
    expect(referrals).toHaveTextContent('Easy Win');
    expect(referrals).toHaveTextContent('$5,000.00');
    const onHold = screen.getByRole('list', { name: 'On Hold' });
    expect(onHold).toHaveTextContent('Low Impact');
    expect(onHold).toHaveTextContent('Major Project');
    expect(screen.queryByRole('list', { name: 'Implemented' })).not.toBeInTheDocument();

    await userEvent.click(within(referrals).getByRole('combobox', { name: 'Status of Referrals' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Implemented' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('“Referrals” is now Implemented.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Implemented' })).toHaveTextContent('Referrals');
    expect(sentBody(fetchMock, 'PUT', '/api/growth-ideas/g1')).toEqual({ status: 'completed' });
  });

  it("social: mf-social's Social Growth for this business, loaded through the shell's federation loader", async () => {
    fakeDashboardApi();
    const load = jest.fn().mockResolvedValue({
      default: ({ businessId }: { businessId: string }) => (
        <section aria-label="Social Growth">for {businessId}</section>
      ),
    });
    provideRemoteLoader(load);
    renderDashboard('social');
    expect(await screen.findByRole('region', { name: 'Social Growth' })).toHaveTextContent(`for ${BUSINESS_ID}`);
    expect(load).toHaveBeenCalledWith('mf_social/SocialGrowth');
  });
});
