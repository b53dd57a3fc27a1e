import type { Team, TeamDetail, TeamGoal, TeamMember } from '@fj/contracts';

export const TEAM_ID = '22222222-2222-4222-8222-222222222222';
export const ME = 'u1';

export const aTeam = (overrides: Partial<Team> = {}): Team => ({
  id: TEAM_ID,
  name: 'Launch Crew',
  description: 'Ship every Friday',
  isPublic: false,
  maxMembers: 10,
  memberCount: 2,
  inviteCode: 'K7MQ2XHP',
  userRole: 'owner',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const aMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  userId: ME,
  name: 'Ada Lovelace',
  profileImageUrl: null,
  role: 'owner',
  joinedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const aTeamDetail = (overrides: Partial<TeamDetail> = {}): TeamDetail => ({
  ...aTeam(),
  ownerId: ME,
  members: [
    aMember(),
    aMember({ userId: 'u2', name: 'Max Planck', role: 'member', joinedAt: '2026-01-06T10:00:00.000Z' }),
  ],
  ...overrides,
});

export const aGoal = (overrides: Partial<TeamGoal> = {}): TeamGoal => ({
  id: 'g1',
  teamId: TEAM_ID,
  title: 'Sign 10 clients',
  targetValue: 10,
  currentValue: 3,
  dueDate: null,
  completedAt: null,
  createdBy: { userId: ME, name: 'Ada Lovelace' },
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/** A form control by its visible label, with or without the required asterisk. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);
