import {
  createTeamSchema,
  joinTeamSchema,
  updateTeamSchema,
  createTeamGoalSchema,
  updateTeamGoalSchema,
  TEAM_ROLES,
} from '@fj/contracts';
import {
  EMPTY_CREATE_TEAM,
  parseMaxMembers,
  toCreateTeamRequest,
  toJoinTeamRequest,
  validateCreateTeam,
  validateJoinTeam,
} from '../src/shared/model/teamForms';
import {
  isOverdue,
  progressPercent,
  progressText,
  splitGoals,
  toCreateGoalRequest,
  toEditGoalRequest,
  validateGoalForm,
  validateProgress,
} from '../src/features/team-goals/model/goals';
import { canChangeRole, canMakeOwner, canRemove } from '../src/features/team-settings/model/permissions';
import {
  teamToDetailsValues,
  toUpdateTeamRequest,
  validateTeamDetails,
} from '../src/features/team-settings/model/teamDetailsForm';
import { initials, memberName, ROLE_LABELS } from '../src/shared/model/roles';
import { aGoal, aTeamDetail } from './fixtures';

describe('create and join forms', () => {
  it('accepts max members 2–50 as whole numbers only', () => {
    expect(['2', ' 50 ', '10'].map(parseMaxMembers)).toEqual([2, 50, 10]);
    expect(['1', '51', '2.5', '', 'ten', '-3'].map(parseMaxMembers)).toEqual([null, null, null, null, null, null]);
  });

  it('says what is missing, in the server words, and builds requests the server accepts', () => {
    expect(validateCreateTeam({ ...EMPTY_CREATE_TEAM, maxMembers: '51' })).toEqual({
      name: 'Please enter a team name',
      maxMembers: 'Max members must be a whole number from 2 to 50',
    });
    const body = toCreateTeamRequest({ name: '  Crew ', description: '  ', maxMembers: '12' });
    expect(body).toEqual({ name: 'Crew', isPublic: false, maxMembers: 12 });
    expect(createTeamSchema.parse(body)).toEqual({ name: 'Crew', description: null, isPublic: false, maxMembers: 12 });
    expect(toCreateTeamRequest({ name: 'Crew', description: ' Weekly ', maxMembers: '10' }).description).toBe('Weekly');
  });

  it('normalises a typed invite code the way the server does', () => {
    expect(validateJoinTeam({ inviteCode: ' - ' })).toEqual({ inviteCode: 'Please enter an invite code' });
    expect(validateJoinTeam({ inviteCode: 'abc' })).toEqual({
      inviteCode: 'An invite code is 8 letters and digits, e.g. K7MQ2XHP',
    });
    expect(validateJoinTeam({ inviteCode: 'k7mq 2xhp' })).toEqual({});
    const body = toJoinTeamRequest({ inviteCode: 'k7mq-2xhp' });
    expect(body).toEqual({ inviteCode: 'K7MQ2XHP' });
    expect(joinTeamSchema.parse({ inviteCode: 'k7mq-2xhp' })).toEqual(body);
  });
});

describe('goals', () => {
  it('shows progress capped at 100 % and the numbers', () => {
    expect(progressPercent(aGoal({ currentValue: 3, targetValue: 10 }))).toBe(30);
    expect(progressPercent(aGoal({ currentValue: 15, targetValue: 10 }))).toBe(100);
    expect(progressText(aGoal({ currentValue: 1500, targetValue: 20000 }))).toBe('1,500 of 20,000');
  });

  it('is overdue when open and due before today', () => {
    expect(isOverdue(aGoal({ dueDate: '2026-01-04' }), '2026-01-05')).toBe(true);
    expect(isOverdue(aGoal({ dueDate: '2026-01-05' }), '2026-01-05')).toBe(false);
    expect(isOverdue(aGoal({ dueDate: '2026-01-04', completedAt: '2026-01-04T10:00:00Z' }), '2026-01-05')).toBe(false);
  });

  it('splits open and completed goals', () => {
    const open = aGoal({ id: 'a' });
    const done = aGoal({ id: 'b', completedAt: '2026-01-04T10:00:00Z' });
    expect(splitGoals([open, done])).toEqual({ open: [open], completed: [done] });
  });

  it('validates the goal form with the server words and builds valid requests', () => {
    expect(validateGoalForm({ title: ' ', targetValue: '0', dueDate: '' })).toEqual({
      title: 'Please enter a title for the goal',
      targetValue: 'The target must be a whole number of at least 1',
    });
    expect(validateGoalForm({ title: 'x', targetValue: '2000000000', dueDate: '' }).targetValue).toBe(
      'That number is too large',
    );
    expect(validateProgress({ currentValue: '-1' })).toEqual({
      currentValue: 'Progress must be a whole number of 0 or more',
    });
    expect(validateProgress({ currentValue: '0' })).toEqual({ currentValue: undefined });
    const create = toCreateGoalRequest({ title: ' Calls ', targetValue: '12', dueDate: '2026-03-01' });
    expect(createTeamGoalSchema.parse(create)).toMatchObject({
      title: 'Calls',
      targetValue: 12,
      dueDate: '2026-03-01',
    });
    const edit = toEditGoalRequest({ title: 'Calls', targetValue: '12', dueDate: '' });
    expect(edit.dueDate).toBeNull();
    expect(updateTeamGoalSchema.safeParse(edit).success).toBe(true);
  });
});

describe('settings', () => {
  it('offers exactly what the server allows each role', () => {
    const member = { role: 'member' as const, userId: 'm' };
    const admin = { role: 'admin' as const, userId: 'a' };
    const owner = { role: 'owner' as const, userId: 'o' };
    expect([member, admin, owner].map((t) => canChangeRole('owner', t))).toEqual([true, true, false]);
    expect([member, admin, owner].map((t) => canChangeRole('admin', t))).toEqual([true, false, false]);
    expect([member, admin, owner].map((t) => canChangeRole('member', t))).toEqual([false, false, false]);
    expect([member, admin, owner].map((t) => canMakeOwner('owner', t))).toEqual([true, true, false]);
    expect([member, admin].map((t) => canMakeOwner('admin', t))).toEqual([false, false]);
    expect([member, admin, owner].map((t) => canRemove('owner', 'o', t))).toEqual([true, true, false]);
    expect([member, admin].map((t) => canRemove('admin', 'a', t))).toEqual([true, false]);
    expect(canRemove('member', 'x', member)).toBe(false);
  });

  it('refuses a max below the members the team has, before asking the server', () => {
    const team = aTeamDetail({ memberCount: 4 });
    const values = { ...teamToDetailsValues(team), maxMembers: '3' };
    expect(validateTeamDetails(values, 4).maxMembers).toBe(
      'This team has 4 members: max members cannot be lower than that. Remove members first.',
    );
    const body = toUpdateTeamRequest({ ...values, maxMembers: '4', description: ' ' });
    expect(body).toEqual({ name: 'Launch Crew', description: null, isPublic: false, maxMembers: 4 });
    expect(updateTeamSchema.safeParse(body).success).toBe(true);
  });

  it('names every role and member', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...TEAM_ROLES].sort());
    expect(memberName(null)).toBe('Unnamed member');
    expect([initials('Ada Lovelace'), initials('max'), initials(null), initials('Jean Paul Sartre')]).toEqual([
      'AL',
      'MA',
      '?',
      'JS',
    ]);
  });
});
