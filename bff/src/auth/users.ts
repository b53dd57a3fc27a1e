import type { AuthUser } from '@fj/contracts';
import type { BffDb } from '../db';

/** The public shape of GET /api/auth/user. */
export const publicUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  isPremium: true,
  isAdmin: true,
} as const;

export const findUserById = (db: BffDb, id: string): Promise<AuthUser | null> =>
  db.user.findUnique({ where: { id }, select: publicUserSelect });

export const findUserForLogin = (db: BffDb, email: string) =>
  db.user.findUnique({ where: { email }, select: { ...publicUserSelect, passwordHash: true } });

export const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === 'P2002';

/** Strip secrets before a user object leaves the BFF. */
export function toPublicUser(user: AuthUser & { passwordHash?: string | null }): AuthUser {
  const { id, email, firstName, lastName, profileImageUrl, isPremium, isAdmin } = user;
  return { id, email, firstName, lastName, profileImageUrl, isPremium, isAdmin };
}
