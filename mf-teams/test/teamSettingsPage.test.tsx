import './jsdom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import type { TeamDetail } from '@fj/contracts';
import { dismissToast } from '@fj/ui';
import { Route, Routes } from 'react-router';
import { fakeResponse, jsonBody, mockFetch, sentBody } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { TeamSettingsPage } from '../src/features/team-settings/components/TeamSettingsPage';
import { aMember, aTeamDetail, labelled, TEAM_ID } from './fixtures';

// Every keystroke without a timer in between.
const userEvent = userEventBase.setup({ delay: null });

const TEAM_URL = `/api/teams/${TEAM_ID}`;

function fakeTeamApi(team: TeamDetail) {
  return mockFetch((url, init) => {
    if (url === TEAM_URL && !init?.method) return fakeResponse(200, team);
    if (url === '/api/teams') return fakeResponse(200, []);
    if (init?.method === 'DELETE') return fakeResponse(204);
    if (init?.method === 'PUT') return fakeResponse(200, { ...aMember(), ...jsonBody(init) });
    return fakeResponse(200, team);
  });
}

const renderSettings = () =>
  renderPage(
    <Routes>
      <Route path="/teams/:id/settings" element={<TeamSettingsPage />} />
    </Routes>,
    { route: `/teams/${TEAM_ID}/settings`, user: testUser({ id: 'u1' }) },
  );

const ADMIN_VIEW = aTeamDetail({
  userRole: 'admin',
  ownerId: 'u0',
  memberCount: 4,
  members: [
    aMember({ userId: 'u0', name: 'Olive Owner', role: 'owner' }),
    aMember({ userId: 'u1', name: 'Ada Lovelace', role: 'admin' }),
    aMember({ userId: 'u3', name: 'Adam Admin', role: 'admin' }),
    aMember({ userId: 'u2', name: 'Max Planck', role: 'member' }),
  ],
});

describe('/teams/:id/settings', () => {
  afterEach(() => act(() => dismissToast()));

  it("a member gets 'You do not have access to this team's settings' and a way back", async () => {
    fakeTeamApi(aTeamDetail({ userRole: 'member', inviteCode: null }));
    renderSettings();
    expect(
      await screen.findByRole('heading', { name: "You do not have access to this team's settings" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Teams' })).toHaveAttribute('href', '/teams');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('an admin changes members only, cannot hand the team over or delete it, and can leave', async () => {
    const fetchMock = fakeTeamApi(ADMIN_VIEW);
    renderSettings();
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByRole('combobox', { name: 'Role of Max Planck' })).toBeInTheDocument();
    expect(within(members).queryByRole('combobox', { name: 'Role of Adam Admin' })).not.toBeInTheDocument();
    expect(within(members).queryByRole('combobox', { name: 'Role of Olive Owner' })).not.toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Remove Max Planck' })).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Remove Adam Admin' })).not.toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: /the owner$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
    expect(screen.getByText('K7MQ2XHP')).toBeInTheDocument();

    await userEvent.click(within(members).getByRole('button', { name: 'Remove Max Planck' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Max Planck from Launch Crew?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member Removed')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === `${TEAM_URL}/members/u2` && init?.method === 'DELETE'),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave Launch Crew?' })).getByRole('button', {
        name: 'Leave team',
      }),
    );
    expect(await screen.findByText('Left Team')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === `${TEAM_URL}/members/u1` && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('the owner saves details (max not below the members) and hands the team over', async () => {
    const fetchMock = fakeTeamApi(aTeamDetail({ memberCount: 2 }));
    const { navigate } = renderSettings();
    const max = await screen.findByRole('spinbutton', { name: labelled('Max members') });
    await userEvent.clear(max);
    await userEvent.type(max, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(max).toHaveAccessibleDescription(/Max members must be a whole number from 2 to 50/);
    await userEvent.clear(max);
    await userEvent.type(max, '4');
    await userEvent.click(screen.getByRole('switch', { name: /Public team/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Team Updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PATCH', TEAM_URL)).toEqual({
      name: 'Launch Crew',
      description: 'Ship every Friday',
      isPublic: true,
      maxMembers: 4,
    });

    expect(screen.getByText(/Transfer ownership to another member before leaving the team/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make Max Planck the owner' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Make Max Planck the owner?' })).getByRole('button', {
        name: 'Transfer ownership',
      }),
    );
    expect(await screen.findByText('Ownership Transferred')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', `${TEAM_URL}/members/u2`)).toEqual({ role: 'owner' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete team' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Launch Crew?' });
    const button = within(confirm).getByRole('button', { name: 'Delete team' });
    expect(button).toBeDisabled();
    await userEvent.type(within(confirm).getByRole('textbox'), 'Launch Crew');
    await userEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/teams'));
    expect(fetchMock.mock.calls.some(([url, init]) => url === TEAM_URL && init?.method === 'DELETE')).toBe(true);
  });
});
