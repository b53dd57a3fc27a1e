import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import type { Team } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch, sentBody } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { TeamsPage } from '../src/features/teams/components/TeamsPage';
import { aTeam, labelled, TEAM_ID } from './fixtures';

// Every keystroke without a timer in between.
const userEvent = userEventBase.setup({ delay: null });

/** A tiny /api/teams: GET lists, POST creates and joins (or answers `failure`). */
function fakeTeamsApi(initial: Team[], failure?: { status: number; body: unknown }) {
  const teams = [...initial];
  return mockFetch((url, init) => {
    if (init?.method === 'POST') {
      if (failure) return fakeResponse(failure.status, failure.body);
      const body = jsonBody(init);
      const team = url.endsWith('/join')
        ? aTeam({ id: 't-joined', name: 'Joined Team', userRole: 'member', inviteCode: null })
        : aTeam({ id: `t${teams.length + 1}`, ...body, memberCount: 1, userRole: 'owner' });
      teams.unshift(team);
      return fakeResponse(201, team);
    }
    if (url === '/api/teams') return fakeResponse(200, teams);
    return fakeResponse(404, { message: 'Not found' });
  });
}

const cardOf = (name: string) => screen.getByRole('listitem', { name });

async function openDialog(button: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

describe('/teams', () => {
  afterEach(() => act(() => dismissToast()));

  it("shows 'No Teams Yet' when the user is in none", async () => {
    fakeTeamsApi([]);
    renderPage(<TeamsPage />);
    expect(screen.getByRole('status', { name: 'Loading teams' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Teams Yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Teams' })).toBeInTheDocument();
  });

  it('shows each card as its role sees it: the code and Settings for the owner and admins only', async () => {
    fakeTeamsApi([
      aTeam({ id: 'a', name: 'Owned', isPublic: true }),
      aTeam({ id: 'b', name: 'Admin of', userRole: 'admin', inviteCode: 'ABCDEFGH' }),
      aTeam({
        id: 'c',
        name: 'Member of',
        userRole: 'member',
        inviteCode: null,
        memberCount: 7,
        maxMembers: 8,
        description: null,
      }),
    ]);
    renderPage(<TeamsPage />);
    const owned = await screen.findByRole('listitem', { name: 'Owned' });
    expect(within(owned).getByText('Owner')).toBeInTheDocument();
    expect(within(owned).getByText('Public')).toBeInTheDocument();
    expect(within(owned).getByText('K7MQ2XHP')).toBeInTheDocument();
    expect(within(owned).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/teams/a/settings');
    expect(within(owned).getByRole('link', { name: 'Goals' })).toHaveAttribute('href', '/teams/a/goals');
    expect(within(cardOf('Admin of')).getByText('ABCDEFGH')).toBeInTheDocument();
    expect(within(cardOf('Admin of')).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    const member = cardOf('Member of');
    expect(within(member).getByText('Member')).toBeInTheDocument();
    expect(within(member).getByText('7/8 members')).toBeInTheDocument();
    expect(within(member).queryByText('Invite code')).not.toBeInTheDocument();
    expect(within(member).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(member).queryByText('Public')).not.toBeInTheDocument();
  });

  it('Create Team: a blank name and 51 members say why; then it sends name, description, private and the max', async () => {
    const fetchMock = fakeTeamsApi([]);
    renderPage(<TeamsPage />);
    await screen.findByRole('heading', { name: 'No Teams Yet' });
    const dialog = await openDialog('Create Team');
    const max = within(dialog).getByRole('spinbutton', { name: labelled('Max members') });
    expect(max).toHaveValue(10);
    await userEvent.clear(max);
    await userEvent.type(max, '51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team Name Required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: labelled('Team name') })).toHaveAccessibleDescription(
      'Please enter a team name',
    );
    expect(max).toHaveAccessibleDescription(/Max members must be a whole number from 2 to 50/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Team name') }), '  Launch Crew ');
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'Weekly');
    await userEvent.clear(max);
    await userEvent.type(max, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team Created')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/teams')).toEqual({
      name: 'Launch Crew',
      description: 'Weekly',
      isPublic: false,
      maxMembers: 6,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Launch Crew' })).toBeInTheDocument();
  });

  it.each([
    [
      { status: 400, body: { message: 'name: Team name is at most 80 characters' } },
      'name: Team name is at most 80 characters',
    ],
    [{ status: 500, body: '' }, 'Failed to create team'],
  ])("'Creation Failed' shows the server's message, else 'Failed to create team'", async (failure, message) => {
    fakeTeamsApi([], failure);
    renderPage(<TeamsPage />);
    await screen.findByRole('heading', { name: 'No Teams Yet' });
    const dialog = await openDialog('Create Team');
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Team name') }), 'Crew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Team' })).toBeInTheDocument();
  });

  it("Join Team: a blank code gets the 'Invite Code Required' toast; the typed code is sent as the server compares it", async () => {
    const fetchMock = fakeTeamsApi([]);
    renderPage(<TeamsPage />);
    await screen.findByRole('heading', { name: 'No Teams Yet' });
    const dialog = await openDialog('Join Team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Invite Code Required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: labelled('Invite code') })).toHaveAccessibleDescription(
      /Please enter an invite code/,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Invite code') }), 'k7mq-2xhp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Team Joined')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/teams/join')).toEqual({ inviteCode: 'K7MQ2XHP' });
    expect(await screen.findByRole('listitem', { name: 'Joined Team' })).toBeInTheDocument();
  });

  it.each([
    [{ status: 404, body: { message: 'No team found for that invite code' } }, 'No team found for that invite code'],
    [{ status: 409, body: { message: 'This team is full' } }, 'This team is full'],
    [{ status: 502, body: '' }, 'Failed to join team'],
  ])("'Join Failed' shows the server's message, else 'Failed to join team'", async (failure, message) => {
    fakeTeamsApi([], failure);
    renderPage(<TeamsPage />);
    await screen.findByRole('heading', { name: 'No Teams Yet' });
    const dialog = await openDialog('Join Team');
    await userEvent.type(within(dialog).getByRole('textbox', { name: labelled('Invite code') }), 'ZZZZZZZZ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Join Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('Chat: Free gets the destructive Premium Feature toast and stays; Premium goes to the chat', async () => {
    fakeTeamsApi([aTeam()]);
    const free = renderPage(<TeamsPage />, { user: testUser({ isPremium: false }) });
    await userEvent.click(await screen.findByRole('button', { name: /^Chat/ }));
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
    expect(screen.getByText('Premium Feature').closest('.fj-toast')).toHaveClass('fj-toast--destructive');
    expect(screen.getByText('Team chat requires Founder Journal Premium')).toBeInTheDocument();
    expect(free.navigate).not.toHaveBeenCalled();
    free.unmount();

    fakeTeamsApi([aTeam()]);
    const premium = renderPage(<TeamsPage />, { user: testUser({ isPremium: true }) });
    await userEvent.click(await screen.findByRole('button', { name: /^Chat/ }));
    expect(premium.navigate).toHaveBeenCalledWith(`/teams/${TEAM_ID}/chat`);
  });
});

describe('copying the invite code', () => {
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it("says 'Copied!', writes the code, and the tick goes back after 2 s", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeTeamsApi([aTeam()]);
    renderPage(<TeamsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy invite code of Launch Crew' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Invite code copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('K7MQ2XHP');
    expect(screen.getByRole('button', { name: 'Invite code copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Invite code copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy invite code of Launch Crew' })).toBeInTheDocument();
  });

  it("says 'Copy Failed' when the browser refuses", async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    fakeTeamsApi([aTeam()]);
    renderPage(<TeamsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy invite code of Launch Crew' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy invite code')).toBeInTheDocument();
  });
});
