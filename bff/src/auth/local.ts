import express, { Router, type Request, type Response } from 'express';
import { describeError } from '@fj/server-kit';
import { loginSchema, PASSWORD_TOO_COMMON, registerSchema, type AuthUser } from '@fj/contracts';
import type { BffDb } from '../db';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { renderLoginPage, type LoginPageState } from './login-page';
import { ThrottledError, type SignInThrottle } from './throttle';
import { findUserForLogin, isUniqueViolation, publicUserSelect, toPublicUser } from './users';

/** One problem at a time reads better on a sign-in form than a list. */
const firstIssue = (issues: { message: string }[]) => issues[0]?.message ?? 'Please check the form';

const wantsJson = (req: Request) => !req.is('application/x-www-form-urlencoded');

/** JSON callers get `{message}` with the status; form posts get the page again with the message. */
function fail(req: Request, res: Response, status: number, message: string, page: LoginPageState) {
  if (wantsJson(req)) return void res.status(status).json({ message });
  res
    .status(status)
    .type('html')
    .send(renderLoginPage({ ...page, error: message }));
}

/** A throttled attempt: 429 with `Retry-After`; anything else unexpected goes to the error handler. */
function failThrottled(req: Request, res: Response, err: unknown, page: LoginPageState) {
  if (!(err instanceof ThrottledError)) throw err;
  res.setHeader('Retry-After', String(err.retryAfterSeconds));
  fail(req, res, 429, err.message, page);
}

/** Start a fresh session for the user (passport regenerates the session id: no fixation). */
function signIn(req: Request, res: Response, user: AuthUser, status: number) {
  req.login(user, (err) => {
    if (err) return void res.status(500).json({ message: 'Could not start your session. Please try again.' });
    if (wantsJson(req)) return void res.status(status).json(user);
    // A new account's first screen says 'Welcome, {name}!' (mf-home reads the marker, then drops it from the URL).
    res.redirect(303, status === 201 ? '/?welcome' : '/');
  });
}

export function localAuthRouter(db: BffDb, throttle: SignInThrottle) {
  const router = Router();
  const json = express.json({ limit: '16kb' });
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  // A body the parser refuses is answered in the page's own terms for form posts, with fixed words for JSON.
  const body = [
    json,
    form,
    ((err, req, res, next) => {
      if (!err) return next();
      const { status, body: answer } = describeError(err);
      fail(req, res, status, answer.message, { mode: req.path.endsWith('register') ? 'register' : 'signin' });
    }) as express.ErrorRequestHandler,
  ];

  router.post('/api/auth/register', ...body, async (req: Request, res: Response) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const page: LoginPageState = {
      mode: 'register',
      email: text(form.email),
      firstName: text(form.firstName),
      lastName: text(form.lastName),
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
    try {
      const user = await db.user.create({
        data: { email, passwordHash: await hashPassword(password), firstName, lastName },
        select: publicUserSelect,
      });
      signIn(req, res, user, 201);
    } catch (err) {
      if (isUniqueViolation(err))
        return fail(req, res, 409, 'An account with this email already exists. Sign in instead.', page);
      throw err;
    }
  });

  router.post('/api/auth/login', ...body, async (req: Request, res: Response) => {
    const page: LoginPageState = {
      mode: 'signin',
      email: text((req.body as Record<string, unknown> | undefined)?.email),
    };
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    let attempt: Awaited<ReturnType<SignInThrottle['attemptLogin']>>;
    try {
      attempt = await throttle.attemptLogin(req.ip ?? 'unknown', parsed.data.email);
    } catch (err) {
      return failThrottled(req, res, err, page);
    }
    const user = await findUserForLogin(db, parsed.data.email);
    if (!user) return fail(req, res, 401, 'No account found for this email. Create an account first.', page);
    if (!user.passwordHash) return fail(req, res, 401, 'This account signs in with your identity provider.', page);
    if (!(await verifyPassword(user.passwordHash, parsed.data.password))) {
      return fail(req, res, 401, 'Incorrect password. Please try again.', page);
    }
    await attempt.succeeded();
    signIn(req, res, toPublicUser(user), 200);
  });

  return router;
}

/** A form value to show again on the page (only if it is text). */
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const loginPage = (req: Request, res: Response) => {
  if (req.user) return void res.redirect('/'); // already signed in (e.g. a cached landing page's button)
  res.type('html').send(renderLoginPage({ mode: req.query.mode === 'register' ? 'register' : 'signin' }));
};
