import { Router, type Request, type Response } from 'express';
import { createRateLimiter, logger, type Mailer, type RateLimitDb } from '@fj/server-kit';
import {
  forgotPasswordSchema,
  PASSWORD_TOO_COMMON,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  resetPasswordSchema,
} from '@fj/contracts';
import type { BffDb } from '../db';
import { fail, failThrottled, firstIssue, signInBody, text } from './local';
import { hashPassword, isCommonPassword } from './passwords';
import { renderLoginPage } from './login-page';
import { afterFirstFactor, passwordStamp, wantsJson } from './sign-in';
import { passwordChangedMail, resetMail, sendLater } from './security-mail';
import { randomToken, sha256 } from './tokens';
import { publicUserSelect, toPublicUser } from './users';
import type { SignInThrottle } from './throttle';
import type { TwoFactor } from './two-factor';

/** A reset link works for 30 minutes, once. */
export const RESET_TOKEN_MS = 30 * 60 * 1000;

const tokenHash = (token: string) => sha256(`reset:${token}`);

export interface PasswordResetDeps {
  db: BffDb;
  limiterDb: RateLimitDb;
  mailer: Mailer;
  publicUrl: string;
  throttle: SignInThrottle;
  twoFactor: TwoFactor;
}

/**
 * Password reset by email (docs/decisions/3001-password-reset-by-email.md).
 * - 'Forgot password?' answers the same words at once, whatever the email; the lookup, the token and the email happen
 *   after the answer. A random token is emailed; only its SHA-256 is stored, with the expiry (30 minutes) and a stamp
 *   of the password hash it was issued under.
 * - Choosing a new password takes the token once (deleted in the same transaction that changes the password, so two
 *   tabs cannot both use it), refuses it when expired or when the password changed since, ends every session of the
 *   account and every other reset link, and signs in (through two-step sign-in when it is on).
 */
export function passwordResetRouter({ db, limiterDb, mailer, publicUrl, throttle, twoFactor }: PasswordResetDeps) {
  const router = Router();
  const body = signInBody((req) => (req.path.endsWith('forgot-password') ? 'forgot' : 'reset'));
  // Per address: refuses (429) past the limit, the same for every email. Per account: emails stop quietly.
  const requestsPerAddress = createRateLimiter(limiterDb, {
    name: 'bff:reset-address',
    points: 20,
    windowSeconds: 60 * 60,
    message: 'Too many reset requests from your network.',
  });
  const emailsPerAccount = createRateLimiter(limiterDb, {
    name: 'bff:reset-account',
    points: 3,
    windowSeconds: 60 * 60,
    message: '',
  });

  async function sendResetLink(email: string): Promise<void> {
    await db.passwordResetToken.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
    if (!user) return;
    if ((await emailsPerAccount.hit(user.id)).over) return;
    const token = randomToken();
    await db.passwordResetToken.create({
      data: {
        tokenHash: tokenHash(token),
        userId: user.id,
        passwordStamp: passwordStamp(user.passwordHash),
        expiresAt: new Date(Date.now() + RESET_TOKEN_MS),
      },
    });
    sendLater(mailer, resetMail(email, `${publicUrl}/api/login?mode=reset&token=${encodeURIComponent(token)}`));
  }

  router.post('/api/auth/forgot-password', ...body, async (req: Request, res: Response) => {
    const page = { mode: 'forgot' as const, email: text((req.body as Record<string, unknown> | undefined)?.email) };
    const parsed = forgotPasswordSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    try {
      await requestsPerAddress.consume(req.ip ?? 'unknown');
    } catch (err) {
      return failThrottled(req, res, err, page);
    }
    // After the answer: nothing about the account (or its absence) can show in how long the answer took.
    res.on('finish', () => {
      sendResetLink(parsed.data.email).catch((err: unknown) =>
        logger.warn({ service: 'bff', err: (err as Error).message }, 'reset link not sent'),
      );
    });
    if (wantsJson(req)) return void res.status(202).json({ message: RESET_LINK_SENT });
    res
      .status(202)
      .type('html')
      .send(renderLoginPage({ mode: 'forgot', sent: true }));
  });

  router.post('/api/auth/reset-password', ...body, async (req: Request, res: Response) => {
    const token = text((req.body as Record<string, unknown> | undefined)?.token);
    const page = { mode: 'reset' as const, token };
    const parsed = resetPasswordSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    if (isCommonPassword(parsed.data.password)) return fail(req, res, 400, PASSWORD_TOO_COMMON, page);
    const passwordHash = await hashPassword(parsed.data.password);
    const user = await db.$transaction(async (tx) => {
      const now = new Date();
      const row = await tx.passwordResetToken.findUnique({
        where: { tokenHash: tokenHash(parsed.data.token) },
        include: { user: { select: { ...publicUserSelect, passwordHash: true } } },
      });
      if (!row || row.expiresAt <= now || row.passwordStamp !== passwordStamp(row.user.passwordHash)) return null;
      // Taken once: of two requests with one token, only the one that deletes it goes on.
      const taken = await tx.passwordResetToken.deleteMany({ where: { tokenHash: row.tokenHash } });
      if (taken.count !== 1) return null;
      await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
      await tx.passwordResetToken.deleteMany({ where: { userId: row.userId } });
      // Every session of the account ends (on every gateway: the table's trigger tells them).
      await tx.session.deleteMany({ where: { userId: row.userId } });
      return row.user;
    });
    if (!user) return fail(req, res, 400, RESET_LINK_INVALID, { mode: 'forgot' });
    sendLater(mailer, passwordChangedMail(user.email, 'reset'));
    // A reset link is a way in even while password sign-ins to this account must wait (decision 3005).
    await throttle.clearAccount(user.email);
    const { enabled } = await twoFactor.status(user.id);
    afterFirstFactor(req, res, toPublicUser(user), { twoFactor: enabled, passwordHash });
  });

  /** Whether a reset link still works (the page says so before the person types a new password). */
  const usable = async (token: string) => {
    const row = await db.passwordResetToken.findUnique({
      where: { tokenHash: tokenHash(token) },
      select: { expiresAt: true, passwordStamp: true, user: { select: { passwordHash: true } } },
    });
    return Boolean(row && row.expiresAt > new Date() && row.passwordStamp === passwordStamp(row.user.passwordHash));
  };

  return { router, usable };
}
