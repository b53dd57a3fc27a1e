import type { TeamMember, TeamRole } from '@fj/contracts';

// What the settings screen offers for each member: the server's rules, so no control leads to a 403.

/** Owner: anyone but themselves; admin: members only; member: no one. */
export function canChangeRole(callerRole: TeamRole, target: Pick<TeamMember, 'role'>): boolean {
  if (target.role === 'owner') return false;
  return callerRole === 'owner' || (callerRole === 'admin' && target.role === 'member');
}

/** Only the owner hands the team over, to someone else. */
export const canMakeOwner = (callerRole: TeamRole, target: Pick<TeamMember, 'role'>): boolean =>
  callerRole === 'owner' && target.role !== 'owner';

/** Removing someone else (leaving is separate): the owner removes anyone else, an admin members only. */
export function canRemove(
  callerRole: TeamRole,
  callerId: string,
  target: Pick<TeamMember, 'role' | 'userId'>,
): boolean {
  if (target.userId === callerId || target.role === 'owner') return false;
  return callerRole === 'owner' || (callerRole === 'admin' && target.role === 'member');
}
