import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeResponse, mockFetch, type FakeResponse } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { JournalPage } from '../src/features/journal/components/JournalPage';
import { WellnessPage } from '../src/features/wellness/components/WellnessPage';

const entry = {
  id: '7d9a8a0e-5f1c-4a56-9d2e-111111111111',
  date: '2026-03-02',
  mood: 5,
  gratitude: 'My team',
  content: '<img src=x onerror="alert(1)"> shipped',
  prompt: null,
  tags: ['launch'],
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

describe('JournalPage', () => {
  it('shows entries as text, searches on the server, and filters by a tag', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/journal/days')) return fakeResponse(200, [{ date: '2026-03-02', entries: 1 }]);
      if (url.startsWith('/api/journal'))
        return fakeResponse(200, { entries: url.includes('q=zzz') ? [] : [entry], nextCursor: null });
      return fakeResponse(404, { message: 'no' });
    });
    renderPage(<JournalPage />);
    const list = await screen.findByRole('list', { name: 'Journal entries' });
    expect(within(list).getByText('<img src=x onerror="alert(1)"> shipped')).toBeInTheDocument();
    expect(list.querySelector('img')).toBeNull();
    expect(within(list).getByText(/Great/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your journal' }), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No entries match' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/journal?q=zzz')).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your journal' }), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Show entries tagged launch' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/journal?tag=launch')).toBe(true),
    );
  });

  it('draws the calendar below the list once the entries are known (nothing pushes it down), and keeps it', async () => {
    let answer: (res: FakeResponse) => void = () => {};
    const firstPage = new Promise<FakeResponse>((resolve) => (answer = resolve));
    mockFetch((url) => {
      if (url.startsWith('/api/journal/days')) return fakeResponse(200, [{ date: '2026-03-02', entries: 1 }]);
      if (url === '/api/journal') return firstPage;
      if (url.startsWith('/api/journal')) return fakeResponse(200, { entries: [], nextCursor: null });
      return fakeResponse(404, { message: 'no' });
    });
    renderPage(<JournalPage />);
    expect(await screen.findByRole('searchbox', { name: 'Search your journal' })).toBeInTheDocument();
    expect(screen.queryByText(/Highlighted days have an entry/)).not.toBeInTheDocument();
    answer(fakeResponse(200, { entries: [entry], nextCursor: null }));
    expect(await screen.findByRole('list', { name: 'Journal entries' })).toBeInTheDocument();
    expect(screen.getByText(/Highlighted days have an entry/)).toBeInTheDocument();
    // Another search keeps the list's last answer on screen while it loads: the calendar stays.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your journal' }), { target: { value: 'zzz' } });
    expect(screen.getByText(/Highlighted days have an entry/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No entries match' })).toBeInTheDocument();
    expect(screen.getByText(/Highlighted days have an entry/)).toBeInTheDocument();
  });
});

describe('WellnessPage', () => {
  const handler = (url: string) => {
    if (url.startsWith('/api/wellness/goals'))
      return fakeResponse(200, { steps: 6000, sleepHours: 7.5, calories: 1800, activeCalories: 450 });
    if (url.startsWith('/api/wellness?')) return fakeResponse(200, []);
    if (url.startsWith('/api/settings'))
      return fakeResponse(200, {
        appleHealthConnected: false,
        notificationsEnabled: true,
        theme: 'light',
        timeZone: 'UTC',
      });
    if (url.startsWith('/api/cycle/summary'))
      return fakeResponse(200, {
        lastPeriodStart: null,
        cyclesUsed: 0,
        averageCycleDays: null,
        shortestCycleDays: null,
        longestCycleDays: null,
        averagePeriodDays: null,
        nextPeriod: null,
        fertileWindow: null,
        disclaimer: 'Not medical advice.',
      });
    if (url.startsWith('/api/cycle/days')) return fakeResponse(200, []);
    return fakeResponse(404, { message: 'no' });
  };

  it('free: the import and cycle tracking are described with an upgrade, and no Premium read is sent', async () => {
    const fetchMock = mockFetch(handler);
    renderPage(<WellnessPage />, { user: testUser({ isPremium: false }) });
    expect(
      await screen.findByText('Goals: 6,000 steps · 7.5 h sleep · 1,800 kcal total · 450 kcal active'),
    ).toBeInTheDocument();
    expect(screen.getByText('Apple Health import is a Premium feature')).toBeInTheDocument();
    expect(await screen.findByText('Cycle tracking is a Premium feature')).toBeInTheDocument();
    expect(screen.queryByLabelText('Health export file')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/cycle'))).toBe(false);
  });

  it('Premium: the file picker and the cycle tracker; an empty day form says what is missing', async () => {
    mockFetch(handler);
    renderPage(<WellnessPage />, { user: testUser({ isPremium: true }) });
    expect(await screen.findByLabelText('Health export file')).toBeInTheDocument();
    expect(await screen.findByText('Log the days of your period to see a prediction.')).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Save today' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Enter steps, sleep, calories or a mood')).toBeInTheDocument();
  });

  it("while today's figures load, the form stands in disabled (the history below keeps its place), then fills", async () => {
    let answer: (res: FakeResponse) => void = () => {};
    const todaysRead = new Promise<FakeResponse>((resolve) => (answer = resolve));
    let todayDate = '';
    mockFetch((url) => {
      const query = new URL(url, 'http://localhost').searchParams;
      if (!url.startsWith('/api/wellness?') || query.get('startDate') !== query.get('endDate')) return handler(url);
      todayDate = query.get('endDate')!;
      return todaysRead;
    });
    renderPage(<WellnessPage />, { user: testUser({ isPremium: false }) });
    const form = await screen.findByRole('form', { name: /^Wellness on / });
    expect(screen.getByRole('button', { name: 'Save today' })).toBeDisabled();
    expect(screen.getByLabelText('Steps')).toBeDisabled();
    answer(
      fakeResponse(200, [
        {
          date: todayDate,
          steps: 8421,
          sleepHours: null,
          calories: null,
          caloriesKind: null,
          mood: null,
          source: 'manual',
        },
      ]),
    );
    await waitFor(() => expect(screen.getByLabelText('Steps')).toHaveValue(8421));
    expect(screen.getByRole('button', { name: 'Save today' })).toBeEnabled();
    expect(form).not.toBeInTheDocument(); // the filled form replaced the stand-in
  });
});
