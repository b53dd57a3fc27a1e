import type { Request, Response } from 'express';
import { TWO_FACTOR_SIGN_IN_EXPIRED, type AuthUser } from '@fj/contracts';
import { deviceLabel } from './device';
import { sha256 } from './tokens';
import type { PendingSignIn } from './session-data';

/** How long the second step of a sign-in may take. */
const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app, or a recovery code.';

/** Navigations and form posts get pages and redirects; API calls get JSON. */
export const wantsJson = (req: Request) => req.method !== 'GET' && !req.is('application/x-www-form-urlencoded');

/** A hash of the password hash (or of nothing): reset links and pending sign-ins die when the password changes. */
export const passwordStamp = (passwordHash: string | null | undefined) => sha256(`password:${passwordHash ?? ''}`);

export interface SignInOptions {
  /** 201 for a new account, else 200. */
  status?: number;
  /** A safe path to go to afterwards (form posts). */
  next?: string;
  /** A new account's first screen says 'Welcome, {name}!' (mf-home reads the marker). */
  welcome?: boolean;
}

/**
 * Starts a fresh session for the user (passport regenerates the session id: no fixation) and records the device for
 * Settings' session list. JSON callers get the user; form posts go to `next`, or home.
 */
export function startSession(
  req: Request,
  res: Response,
  user: AuthUser,
  { status = 200, next, welcome }: SignInOptions,
) {
  req.login(user, (err) => {
    if (err) return void res.status(500).json({ message: 'Could not start your session. Please try again.' });
    req.session.device = deviceLabel(req.get('user-agent'));
    if (wantsJson(req)) return void res.status(status).json(user);
    // 303 after a form post (the browser then GETs); a navigation (a provider's callback) is a plain 302.
    res.redirect(req.method === 'GET' ? 302 : 303, next ?? (welcome ? '/?welcome' : '/'));
  });
}

/**
 * After a first factor (a password, a reset link): with two-step sign-in on, the session only remembers who is
 * signing in (202 `{ twoFactorRequired }`, or the code page for a form post); otherwise the user is signed in.
 */
export function afterFirstFactor(
  req: Request,
  res: Response,
  user: AuthUser,
  { twoFactor, passwordHash, ...options }: SignInOptions & { twoFactor: boolean; passwordHash: string | null },
) {
  if (!twoFactor) return startSession(req, res, user, options);
  req.session.regenerate((err) => {
    if (err) return void res.status(500).json({ message: 'Could not start your session. Please try again.' });
    const pending: PendingSignIn = {
      userId: user.id,
      passwordStamp: passwordStamp(passwordHash),
      next: options.next,
      welcome: options.welcome,
      expiresAt: Date.now() + PENDING_SIGN_IN_MS,
    };
    req.session.pendingSignIn = pending;
    if (wantsJson(req)) return void res.status(202).json({ twoFactorRequired: true, message: TWO_FACTOR_PROMPT });
    res.redirect(303, '/api/login?mode=two-factor');
  });
}

/** The sign-in waiting for its second step, or undefined (none, or too old). */
export function pendingSignIn(req: Request): PendingSignIn | undefined {
  const pending = req.session?.pendingSignIn;
  return pending && pending.expiresAt > Date.now() ? pending : undefined;
}

export { TWO_FACTOR_SIGN_IN_EXPIRED };
