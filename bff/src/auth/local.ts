import crypto from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { describeError, type Mailer } from '@fj/server-kit';
import {
  INVALID_CREDENTIALS,
  loginSchema,
  PASSWORD_TOO_COMMON,
  registerSchema,
  TWO_FACTOR_SIGN_IN_EXPIRED,
  twoFactorCodeSchema,
  type AuthUser,
} from '@fj/contracts';
import type { BffDb } from '../db';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { renderLoginPage, type LoginPageState } from './login-page';
import { ThrottledError, type SignInThrottle } from './throttle';
import { findUserForLogin, isUniqueViolation, publicUserSelect, toPublicUser } from './users';
import { safeNextPath } from './safe-next';
import { deviceLabel } from './device';
import { afterFirstFactor, pendingSignIn, passwordStamp, startSession, wantsJson } from './sign-in';
import { existingAccountMail, sendLater } from './security-mail';
import type { TwoFactor } from './two-factor';

/** One problem at a time reads better on a sign-in form than a list. */
export const firstIssue = (issues: { message: string }[]) => issues[0]?.message ?? 'Please check the form';

/** JSON callers get `{message}` with the status; form posts get the page again with the message. */
export function fail(req: Request, res: Response, status: number, message: string, page: LoginPageState) {
  if (wantsJson(req)) return void res.status(status).json({ message });
  res
    .status(status)
    .type('html')
    .send(renderLoginPage({ ...page, error: message }));
}

/** A throttled attempt: 429 with `Retry-After`; anything else unexpected goes to the error handler. */
export function failThrottled(req: Request, res: Response, err: unknown, page: LoginPageState) {
  if (!(err instanceof ThrottledError)) throw err;
  res.setHeader('Retry-After', String(err.retryAfterSeconds));
  fail(req, res, 429, err.message, page);
}

/** The parsers of the sign-in endpoints: JSON and the page's form posts. A refused body is answered in kind. */
export function signInBody(mode: (req: Request) => LoginPageState['mode']) {
  const json = express.json({ limit: '16kb' });
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  return [
    json,
    form,
    ((err, req, res, next) => {
      if (!err) return next();
      const { status, body: answer } = describeError(err);
      fail(req, res, status, answer.message, { mode: mode(req) });
    }) as express.ErrorRequestHandler,
  ];
}

/** A form value to show again on the page (only if it is text). */
export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const fields = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

export interface LocalAuthDeps {
  db: BffDb;
  throttle: SignInThrottle;
  twoFactor: TwoFactor;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Email-and-password sign-up and sign-in, and sign-in's second step. Neither tells anyone whether an email has an
 * account (docs/decisions/3005-no-account-enumeration.md): a sign-up with a taken email answers like a new one (the
 * owner gets an email instead), and a sign-in with an unknown email, a wrong password or an account without a
 * password answers the same words after the same work (an argon2 verification against a dummy hash).
 */
export function localAuthRouter({ db, throttle, twoFactor, mailer, publicUrl }: LocalAuthDeps) {
  const router = Router();
  const body = signInBody((req) => (req.path.endsWith('register') ? 'register' : 'signin'));

  router.post('/api/auth/register', ...body, async (req: Request, res: Response) => {
    const form = fields(req);
    const next = safeNextPath(form.next);
    const page: LoginPageState = {
      mode: 'register',
      email: text(form.email),
      firstName: text(form.firstName),
      lastName: text(form.lastName),
      next,
    };
    try {
      await throttle.attemptRegistration(req.ip ?? 'unknown');
    } catch (err) {
      return failThrottled(req, res, err, page);
    }
    const parsed = registerSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    const { email, password, firstName, lastName } = parsed.data;
    if (isCommonPassword(password)) return fail(req, res, 400, PASSWORD_TOO_COMMON, page);
    // Hashed before we know whether the email is taken: both answers cost the same.
    const passwordHash = await hashPassword(password);
    try {
      const user = await db.user.create({
        data: { email, passwordHash, firstName, lastName },
        select: publicUserSelect,
      });
      startSession(req, res, user, { status: 201, next, welcome: true });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      sendLater(mailer, existingAccountMail(email, `${publicUrl}/api/login`, `${publicUrl}/api/login?mode=forgot`));
      answerLikeNewAccount(req, res, { email, firstName, lastName }, next);
    }
  });

  router.post('/api/auth/login', ...body, async (req: Request, res: Response) => {
    const next = safeNextPath(fields(req).next);
    const page: LoginPageState = { mode: 'signin', email: text(fields(req).email), next };
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    let attempt: Awaited<ReturnType<SignInThrottle['attemptLogin']>>;
    try {
      attempt = await throttle.attemptLogin(req.ip ?? 'unknown', parsed.data.email);
    } catch (err) {
      return failThrottled(req, res, err, page);
    }
    const user = await findUserForLogin(db, parsed.data.email);
    // The same verification whoever asks: an unknown email or an account without a password checks a dummy hash.
    const right = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), parsed.data.password);
    if (!user?.passwordHash || !right) return fail(req, res, 401, INVALID_CREDENTIALS, page);
    await attempt.succeeded();
    const { enabled } = await twoFactor.status(user.id);
    afterFirstFactor(req, res, toPublicUser(user), { twoFactor: enabled, passwordHash: user.passwordHash, next });
  });

  router.post('/api/auth/two-factor', ...signInBody(() => 'two-factor'), async (req: Request, res: Response) => {
    const page: LoginPageState = { mode: 'two-factor' };
    const pending = pendingSignIn(req);
    const user = pending
      ? await db.user.findUnique({ where: { id: pending.userId }, select: { ...publicUserSelect, passwordHash: true } })
      : null;
    // A password changed since the first step (a reset elsewhere) voids the waiting sign-in.
    if (!pending || !user || passwordStamp(user.passwordHash) !== pending.passwordStamp) {
      return fail(req, res, 401, TWO_FACTOR_SIGN_IN_EXPIRED, { mode: 'signin' });
    }
    const parsed = twoFactorCodeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    try {
      await twoFactor.verifySignIn(user.id, parsed.data.code);
    } catch (err) {
      if (err instanceof ThrottledError) return failThrottled(req, res, err, page);
      const { status, body: answer } = describeError(err);
      return fail(req, res, status, answer.message, page);
    }
    startSession(req, res, toPublicUser(user), { next: pending.next, welcome: pending.welcome });
  });

  return router;
}

/**
 * A sign-up with an email that already has an account gets the answer a new account gets — 201 with an account-shaped
 * body and a session cookie, or the redirect home — but no account and no sign-in: the session is a signed-out one
 * and the body's id belongs to nothing. What the owner learns comes by email.
 */
function answerLikeNewAccount(
  req: Request,
  res: Response,
  { email, firstName, lastName }: { email: string; firstName?: string; lastName?: string },
  next: string | undefined,
) {
  req.session.regenerate(() => {
    // A value, so the (signed-out) session is saved and its cookie sent, as for a new account.
    req.session.device = deviceLabel(req.get('user-agent'));
    if (!wantsJson(req)) return void res.redirect(303, next ?? '/?welcome');
    const decoy: AuthUser = {
      id: crypto.randomUUID(),
      email,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      profileImageUrl: null,
      isPremium: false,
      isAdmin: false,
    };
    res.status(201).json(decoy);
  });
}

/** GET /api/login: the page in the mode asked for (`?mode=register|forgot|reset|two-factor`, `?next=` a safe path). */
export const loginPage =
  (resetTokenUsable: (token: string) => Promise<boolean>) => async (req: Request, res: Response) => {
    const next = safeNextPath(req.query.next);
    const mode = req.query.mode;
    const send = (state: LoginPageState) => void res.type('html').send(renderLoginPage(state));
    if (mode === 'reset') {
      // A reset link works signed in or out (e.g. opened on the device that is still signed in).
      const token = typeof req.query.token === 'string' && req.query.token.length <= 200 ? req.query.token : undefined;
      return send({ mode: 'reset', token, tokenUsable: token ? await resetTokenUsable(token) : false });
    }
    if (req.user) return void res.redirect(next ?? '/'); // already signed in (e.g. a cached landing page's button)
    if (mode === 'forgot') return send({ mode: 'forgot' });
    if (mode === 'two-factor')
      return pendingSignIn(req) ? send({ mode: 'two-factor' }) : void res.redirect('/api/login');
    send({ mode: mode === 'register' ? 'register' : 'signin', next });
  };
