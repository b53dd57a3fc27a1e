import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentPlan } from '@fj/contracts';
import { addDays, todayIn, weekStartIn } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { ContentPlanPage } from '../src/features/content-plan/components/ContentPlanPage';
import { aBusiness, aContentPlan, sentBody } from './fixtures';

beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

const ZONE = 'UTC';
const today = todayIn(ZONE);
const settings = { appleHealthConnected: false, notificationsEnabled: true, theme: 'light', timeZone: ZONE };
const at = (day: string, time = '09:00') => `${day}T${time}:00.000Z`;

/** The content plan API over an in-memory list: filters by from/to/status like the server, PATCH updates the plan. */
function fakeContentPlans(initial: ContentPlan[]) {
  const plans = [...initial];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/businesses') return fakeResponse(200, []);
    if (method === 'PATCH') {
      const id = url.split('/').pop()!;
      const plan = plans.find((p) => p.id === id)!;
      Object.assign(plan, jsonBody(init));
      return fakeResponse(200, plan);
    }
    if (method === 'POST') return fakeResponse(201, aContentPlan({ id: 'new', ...jsonBody(init) }));
    const q = new URL(url, 'http://x').searchParams;
    const day = (p: ContentPlan) => p.scheduledDate?.slice(0, 10);
    const found = plans.filter((p) => {
      if (q.get('status') === 'draft') return p.scheduledDate === null;
      if (!p.scheduledDate) return !q.get('from') && !q.get('to');
      return (!q.get('from') || day(p)! >= q.get('from')!) && (!q.get('to') || day(p)! <= q.get('to')!);
    });
    return fakeResponse(200, found);
  });
  return { fetchMock, plans };
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('/content-plan', () => {
  it('shows Today’s Content, Upcoming and Drafts, and completes a plan with its toast', async () => {
    const { fetchMock } = fakeContentPlans([
      aContentPlan({ id: 'a', title: 'Morning reel', scheduledDate: at(today) }),
      aContentPlan({ id: 'b', title: 'Launch article', contentType: 'article', scheduledDate: at(addDays(today, 3)) }),
      aContentPlan({ id: 'c', title: 'Someday story', contentType: 'story', scheduledDate: null, status: 'draft' }),
    ]);
    renderPage(<ContentPlanPage />, { route: '/content-plan', data: { '/api/settings': settings } });
    expect(await screen.findByRole('region', { name: /^Today's Content/ })).toBeInTheDocument();
    expect(within(section("Today's Content")).getByText('Morning reel')).toBeInTheDocument();
    expect(within(section('Upcoming')).getByText('Launch article')).toBeInTheDocument();
    expect(within(section('Drafts')).getByText('Someday story')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Content Plan' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Morning reel' }));
    expect(await screen.findByText('Content plan updated successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PATCH', '/api/content-plans/a')).toEqual({ isCompleted: true });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Morning reel' })).toBeChecked());
  });

  it('says what is missing when Add New is sent without a title or type, then creates the plan', async () => {
    const { fetchMock } = fakeContentPlans([]);
    renderPage(<ContentPlanPage />, { route: '/content-plan', data: { '/api/settings': settings } });
    expect(await screen.findByRole('heading', { name: 'No content planned yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Plan' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a title for this content')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a content type')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Q&A live');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Video' }));
    await userEvent.type(within(dialog).getByLabelText('Date'), today);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Plan' }));
    expect(await screen.findByText('Content plan created successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/content-plans')).toEqual({
      title: 'Q&A live',
      description: null,
      contentType: 'video',
      scheduledDate: at(today),
      accountId: null,
      businessId: null,
    });
  });

  it('shows the week with each plan on its day, and moves between weeks by buttons and arrow keys', async () => {
    const monday = weekStartIn(ZONE);
    const { fetchMock } = fakeContentPlans([
      aContentPlan({
        id: 'w',
        title: 'Wednesday post',
        contentType: 'post',
        scheduledDate: at(addDays(monday, 2), '15:30'),
      }),
      aContentPlan({ id: 'n', title: 'Next week video', contentType: 'video', scheduledDate: at(addDays(monday, 8)) }),
    ]);
    renderPage(<ContentPlanPage />, { route: '/content-plan?view=week', data: { '/api/settings': settings } });
    const days = await screen.findByRole('list', { name: /^Week of / });
    const dayItems = within(days)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === days);
    expect(dayItems).toHaveLength(7);
    expect(await within(dayItems[2]).findByText('Wednesday post')).toBeInTheDocument();
    expect(within(dayItems[2]).getByText('15:30')).toBeInTheDocument();
    expect(screen.queryByText('Next week video')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/content-plans?from=${monday}&to=${addDays(monday, 6)}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Next week video')).toBeInTheDocument();
    expect(screen.queryByText('Wednesday post')).not.toBeInTheDocument();
    const label = screen.getByRole('heading', { level: 2, name: /–/ });
    label.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Wednesday post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to this week' })).not.toBeInTheDocument();
  });

  it("follows this week when the device's zone is saved after the screen opened (Sunday evening in London is Monday in Auckland)", async () => {
    // Only Date is faked: the screen's timers and the test's waits run as usual.
    jest.useFakeTimers({
      now: new Date('2026-12-06T17:00:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask'],
    });
    try {
      fakeContentPlans([
        aContentPlan({ id: 'm', title: 'Monday newsletter', contentType: 'article', scheduledDate: at('2026-12-07') }),
      ]);
      const { queryClient } = renderPage(<ContentPlanPage />, {
        route: '/content-plan?view=week',
        data: { '/api/settings': settings },
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Nov 30 – Dec 6, 2026' })).toBeInTheDocument();
      act(() => {
        queryClient.setQueryData(['/api/settings'], { ...settings, timeZone: 'Pacific/Auckland' });
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Dec 7 – Dec 13, 2026' })).toBeInTheDocument();
      expect(await screen.findByText('Monday newsletter')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Back to this week' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws the toolbar once the businesses are known, with the business filter in it from the start', async () => {
    let answer: (res: ReturnType<typeof fakeResponse>) => void = () => {};
    const businesses = new Promise<ReturnType<typeof fakeResponse>>((resolve) => (answer = resolve));
    mockFetch((url) => (url === '/api/businesses' ? businesses : fakeResponse(200, [])));
    renderPage(<ContentPlanPage />, { route: '/content-plan', data: { '/api/settings': settings } });
    expect(await screen.findByRole('heading', { name: 'Content Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'View' })).not.toBeInTheDocument();
    answer(fakeResponse(200, [aBusiness({ name: 'Sunrise Bakery' })]));
    expect(await screen.findByRole('tablist', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Business filter' })).toBeInTheDocument();
  });
});
