import { Router, type Request, type Response } from 'express';
import { badRequest, conflict, parse, type Mailer } from '@fj/server-kit';
import {
  changePasswordSchema,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_TOO_COMMON,
  removePasswordSchema,
  type AccountSecurity,
  type AuthUser,
} from '@fj/contracts';
import type { BffDb } from '../db';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords';
import { passwordChangedMail, sendLater } from '../auth/security-mail';
import type { SignInThrottle } from '../auth/throttle';
import type { TwoFactor } from '../auth/two-factor';

/** How the account signs in (Settings' security card). */
export async function accountSecurity(db: BffDb, twoFactor: TwoFactor, userId: string): Promise<AccountSecurity> {
  const [user, passkeys, { enabled, recoveryCodesLeft }] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } }),
    db.passkey.count({ where: { userId } }),
    twoFactor.status(userId),
  ]);
  return { hasPassword: Boolean(user?.passwordHash), twoFactorEnabled: enabled, recoveryCodesLeft, passkeys };
}

/**
 * The password in Settings: change it (the current one is asked, and guesses count like sign-in failures), set a
 * first one (an account made by a provider or going back from passkeys only), or remove it when a passkey can sign
 * in instead. Any change ends every other session of the account and every reset link, and the owner is emailed.
 */
export function accountPasswordRouter(db: BffDb, throttle: SignInThrottle, twoFactor: TwoFactor, mailer: Mailer) {
  const router = Router();

  /** The current password must be right (counted by the sign-in throttle: a stolen session cannot guess freely). */
  async function confirmCurrent(req: Request, user: AuthUser, passwordHash: string, given: string | undefined) {
    const attempt = await throttle.attemptLogin(req.ip ?? 'unknown', user.email);
    if (!given || !(await verifyPassword(passwordHash, given))) throw badRequest(CURRENT_PASSWORD_WRONG);
    await attempt.succeeded();
  }

  /** Writes the new hash, ends the account's other sessions and reset links: one transaction. */
  async function replace(req: Request, userId: string, passwordHash: string | null) {
    await db.$transaction([
      db.user.update({ where: { id: userId }, data: { passwordHash } }),
      db.passwordResetToken.deleteMany({ where: { userId } }),
      db.session.deleteMany({ where: { userId, sid: { not: req.sessionID } } }),
    ]);
  }

  router.post('/api/account/password', async (req: Request, res: Response) => {
    const user = req.user as AuthUser;
    const { currentPassword, newPassword } = parse(changePasswordSchema, req.body ?? {});
    const row = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
    if (row?.passwordHash) await confirmCurrent(req, user, row.passwordHash, currentPassword);
    if (isCommonPassword(newPassword)) throw badRequest(PASSWORD_TOO_COMMON);
    await replace(req, user.id, await hashPassword(newPassword));
    sendLater(mailer, passwordChangedMail(user.email, 'changed'));
    res.json(await accountSecurity(db, twoFactor, user.id));
  });

  router.delete('/api/account/password', async (req: Request, res: Response) => {
    const user = req.user as AuthUser;
    const { currentPassword } = parse(removePasswordSchema, req.body ?? {});
    const [row, passkeys] = await Promise.all([
      db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } }),
      db.passkey.count({ where: { userId: user.id } }),
    ]);
    if (!row?.passwordHash) throw conflict('This account has no password.');
    await confirmCurrent(req, user, row.passwordHash, currentPassword);
    if (!passkeys) throw conflict('Add a passkey first: it will be how you sign in.');
    await replace(req, user.id, null);
    sendLater(mailer, passwordChangedMail(user.email, 'removed'));
    res.json(await accountSecurity(db, twoFactor, user.id));
  });

  return router;
}
