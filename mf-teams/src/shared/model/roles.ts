import type { TeamRole } from '@fj/contracts';

export const ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/**
 * Owner and admin see the invite code and the settings, and create and delete goals (docs/product.md#team-roles); the
 * server decides too.
 */
export const isManager = (role: TeamRole): boolean => role === 'owner' || role === 'admin';

/** A member's name as the team shows it (their account may have none; e-mail addresses are never shared). */
export const memberName = (name: string | null): string => name ?? 'Unnamed member';

/** Two letters for an avatar: initials of the name, or '?' without one. */
export function initials(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts.length === 1 ? parts[0].slice(0, 2) : parts[0][0] + parts[parts.length - 1][0]).toUpperCase();
}
