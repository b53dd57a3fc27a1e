import type { RequestHandler } from 'express';
import { updateProfileSchema, type AuthUser } from '@fj/contracts';
import { parse } from '@fj/server-kit';
import type { BffDb } from '../db';
import { publicUserSelect } from '../auth/users';

/**
 * PATCH /api/auth/user: the signed-in user changes their first name, last name or profile picture link (https or
 * empty). The BFF owns the user row; its trigger tells every instance's user cache, so the header and every
 * service see the change on the next request.
 */
export const updateProfile =
  (db: BffDb): RequestHandler =>
  async (req, res) => {
    const user = req.user as AuthUser | undefined;
    if (!user) return void res.status(401).json({ message: 'Unauthorized' });
    const changes = parse(updateProfileSchema, req.body ?? {});
    const updated = await db.user.update({ where: { id: user.id }, data: changes, select: publicUserSelect });
    res.json(updated);
  };
