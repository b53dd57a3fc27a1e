import type { Request, RequestHandler, Response } from 'express';
import { DELETE_ACCOUNT_EMAIL_MISMATCH, deleteAccountSchema, type AuthUser } from '@fj/contracts';
import { badRequest, logger, parse } from '@fj/server-kit';
import type { BffDb } from '../db';

/**
 * DELETE /api/account `{ email }`: the signed-in user, having typed their own email, deletes their account. One
 * transaction: every session of theirs (on every device) and the "User" row, whose deletion cascades to every row
 * any service keeps for them (each user-owned model references User with ON DELETE CASCADE). The row triggers tell
 * every BFF instance, so no session or cached user outlives it. docs/decisions/1403-account-export-and-deletion.md.
 */
export const deleteAccount =
  (db: BffDb, clearCookie: (res: Response) => void): RequestHandler =>
  async (req: Request, res: Response) => {
    const user = req.user as AuthUser | undefined;
    if (!user) return void res.status(401).json({ message: 'Unauthorized' });
    const { email } = parse(deleteAccountSchema, req.body ?? {});
    if (email.toLowerCase() !== user.email.toLowerCase()) throw badRequest(DELETE_ACCOUNT_EMAIL_MISMATCH);
    await db.$transaction([
      db.$executeRaw`DELETE FROM "session" WHERE "sess"->'passport'->>'user' = ${user.id}`,
      db.$executeRaw`DELETE FROM "User" WHERE "id" = ${user.id}`,
    ]);
    logger.info({ service: 'bff', userId: user.id }, 'account deleted');
    // This request's session row is gone already; destroying it here drops it from the cache and stops a save.
    req.session.destroy(() => {
      clearCookie(res);
      res.status(204).end();
    });
  };
