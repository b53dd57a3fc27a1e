import express, { Router, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { loginSchema, registerSchema, type AuthUser } from '@fj/contracts';
import type { BffDb } from '../db';
import { hashPassword, verifyPassword } from './passwords';
import { renderLoginPage, type LoginPageState } from './login-page';
import { findUserForLogin, isUniqueViolation, publicUserSelect, toPublicUser } from './users';

/** One problem at a time reads better on a sign-in form than a list. */
const firstIssue = (issues: { message: string }[]) => issues[0]?.message ?? 'Please check the form';

const wantsJson = (req: Request) => !req.is('application/x-www-form-urlencoded');

/** JSON callers get `{message}` with the status; form posts get the page again with the message. */
function fail(req: Request, res: Response, status: number, message: string, page: LoginPageState) {
  if (wantsJson(req)) return void res.status(status).json({ message });
  res.status(status).type('html').send(renderLoginPage({ ...page, error: message }));
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

export function localAuthRouter(db: BffDb, { rateLimitPerWindow }: { rateLimitPerWindow: number }) {
  const router = Router();
  const body = [express.json({ limit: '16kb' }), express.urlencoded({ extended: false, limit: '16kb' })];
  // Failed attempts per client address; successful sign-ins don't count.
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: rateLimitPerWindow,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => fail(req, res, 429, 'Too many sign-in attempts. Please wait 15 minutes and try again.', { mode: req.path.endsWith('register') ? 'register' : 'signin' }),
  });

  router.post('/api/auth/register', limiter, ...body, async (req, res) => {
    const page: LoginPageState = { mode: 'register', email: req.body?.email, firstName: req.body?.firstName, lastName: req.body?.lastName };
    const parsed = registerSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    const { email, password, firstName, lastName } = parsed.data;
    try {
      const user = await db.user.create({
        data: { email, passwordHash: await hashPassword(password), firstName, lastName },
        select: publicUserSelect,
      });
      signIn(req, res, user, 201);
    } catch (err) {
      if (isUniqueViolation(err)) return fail(req, res, 409, 'An account with this email already exists. Sign in instead.', page);
      throw err;
    }
  });

  router.post('/api/auth/login', limiter, ...body, async (req, res) => {
    const page: LoginPageState = { mode: 'signin', email: req.body?.email };
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(req, res, 400, firstIssue(parsed.error.issues), page);
    const user = await findUserForLogin(db, parsed.data.email);
    if (!user) return fail(req, res, 401, 'No account found for this email. Create an account first.', page);
    if (!user.passwordHash) return fail(req, res, 401, 'This account signs in with your identity provider.', page);
    if (!(await verifyPassword(user.passwordHash, parsed.data.password))) {
      return fail(req, res, 401, 'Incorrect password. Please try again.', page);
    }
    signIn(req, res, toPublicUser(user), 200);
  });

  return router;
}

export const loginPage = (req: Request, res: Response) => {
  if (req.user) return void res.redirect('/'); // already signed in (e.g. a cached landing page's button)
  res.type('html').send(renderLoginPage({ mode: req.query.mode === 'register' ? 'register' : 'signin' }));
};
