import './jsdom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import type { TeamGoal } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { Route, Routes } from 'react-router';
import { fakeResponse, jsonBody, mockFetch, sentBody } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { clickToastAction } from '../../tools/jest/toast';
import { TeamGoalsPage } from '../src/features/team-goals/components/TeamGoalsPage';
import { aGoal, aTeamDetail, labelled, TEAM_ID } from './fixtures';

// Every keystroke without a timer in between.
const userEvent = userEventBase.setup({ delay: null });

const TEAM_URL = `/api/teams/${TEAM_ID}`;

/** GET the team and its goals; PATCH and POST answer the changed goal (or `failure`). */
function fakeGoalsApi(role: 'owner' | 'member', goals: TeamGoal[], failure?: { status: number; body: unknown }) {
  return mockFetch((url, init) => {
    if (url === TEAM_URL)
      return fakeResponse(200, aTeamDetail({ userRole: role, inviteCode: role === 'member' ? null : 'K7MQ2XHP' }));
    if (url === `${TEAM_URL}/goals` && !init?.method) return fakeResponse(200, goals);
    if (failure) return fakeResponse(failure.status, failure.body);
    if (init?.method === 'POST') return fakeResponse(201, aGoal({ id: 'new', ...jsonBody(init) }));
    if (init?.method === 'PATCH') return fakeResponse(200, { ...goals[0], ...jsonBody(init) });
    return fakeResponse(404, { message: 'Team not found' });
  });
}

const renderGoals = () =>
  renderPage(
    <Routes>
      <Route path="/teams/:id/goals" element={<TeamGoalsPage />} />
    </Routes>,
    { route: `/teams/${TEAM_ID}/goals` },
  );

describe('/teams/:id/goals', () => {
  afterEach(() => act(() => dismissToast()));

  it('a member sees progress and logs it, but cannot add goals', async () => {
    const fetchMock = fakeGoalsApi('member', [aGoal({ dueDate: '2020-01-01' })]);
    renderGoals();
    const bar = await screen.findByRole('progressbar', { name: 'Sign 10 clients' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10, 30%');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Goals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Goal' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add 1 to Sign 10 clients' }));
    await waitFor(() => expect(sentBody(fetchMock, 'PATCH', `${TEAM_URL}/goals/g1`)).toEqual({ increment: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Progress' });
    const progress = within(dialog).getByRole('spinbutton', { name: labelled('Progress') });
    await userEvent.clear(progress);
    await userEvent.type(progress, '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    expect(progress).toHaveAccessibleDescription(/Progress must be a whole number of 0 or more/);
    await userEvent.clear(progress);
    await userEvent.type(progress, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => jsonBody(init)),
      ).toContainEqual({ currentValue: 8 }),
    );

    // A member's goal sheet: details only.
    await userEvent.click(screen.getByRole('button', { name: 'Sign 10 clients' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sign 10 clients' });
    expect(within(sheet).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Delete goal' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Complete saves at once and offers Undo, which reopens it', async () => {
    const fetchMock = fakeGoalsApi('member', [aGoal()]);
    renderGoals();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Goal Completed')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PATCH', `${TEAM_URL}/goals/g1`)).toEqual({ completed: true });
    await clickToastAction('Undo', userEvent);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => jsonBody(init)),
      ).toContainEqual({ completed: false }),
    );
  });

  it('the owner adds a goal: the form says what is missing, then sends title, target and due date', async () => {
    const fetchMock = fakeGoalsApi('owner', []);
    renderGoals();
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(within(dialog).getByRole('textbox', { name: labelled('Goal') })).toHaveAccessibleDescription(
      'Please enter a title for the goal',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Goal') }), 'Calls');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: labelled('Target') }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Goal Created')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', `${TEAM_URL}/goals`)).toEqual({ title: 'Calls', targetValue: 12 });
  });

  it('a team the user is not in shows Team Not Found', async () => {
    mockFetch(() => fakeResponse(404, { message: 'Team not found' }));
    renderGoals();
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Teams' })).toHaveAttribute('href', '/teams');
  });
});
