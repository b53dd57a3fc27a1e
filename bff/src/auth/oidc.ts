import type { Express, RequestHandler } from 'express';
import passport from 'passport';
import { safeNextPath } from './safe-next';
import { startSession } from './sign-in';
import type { AuthUser } from '@fj/contracts';
import type { OidcConfig } from '../config';
import type { BffDb } from '../db';
import { publicUserSelect } from './users';
import { renderMessagePage } from './login-page';

/** Why an OIDC sign-in was refused (passport's `info`), and what the user reads. */
type Refusal = { reason: 'no-email' | 'unverified-email' | 'linked-elsewhere'; email?: string };
const REFUSALS: Record<Refusal['reason'], (email?: string) => [title: string, message: string]> = {
  'no-email': () => [
    'Sign-in did not complete',
    'Your identity provider did not share an email address. Allow it to share your email, then try again.',
  ],
  'unverified-email': (email) => [
    'Email address not verified',
    `Your identity provider has not confirmed that ${email ?? 'this email address'} is yours. Verify it with the provider, then try again.`,
  ],
  'linked-elsewhere': (email) => [
    'Account already linked',
    `The Founder Journal account for ${email ?? 'this email address'} already signs in with another identity from this provider. Sign in with that identity instead.`,
  ],
};

type Claims = {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  picture?: unknown;
};

/**
 * Who an OIDC sign-in is, in this order (decision 0805: linking by an unverified email is an account takeover):
 * 1. the account already linked to this provider subject;
 * 2. with a verified email (`email_verified === true`), the account with that email — linked now, unless it is
 *    already linked to another subject (refused: never replaced silently);
 * 3. with a verified email and no account, a new account.
 * An unverified email never links and never creates an account: the email is an identity here (ADMIN_EMAIL).
 */
export async function resolveOidcUser(db: BffDb, claims: Claims): Promise<AuthUser | Refusal> {
  if (typeof claims.sub !== 'string' || !claims.sub) return { reason: 'no-email' };
  const profile = {
    ...(typeof claims.given_name === 'string' ? { firstName: claims.given_name } : {}),
    ...(typeof claims.family_name === 'string' ? { lastName: claims.family_name } : {}),
    ...(typeof claims.picture === 'string' ? { profileImageUrl: claims.picture } : {}),
  };
  const linked = await db.user.findUnique({ where: { oidcSubject: claims.sub }, select: { id: true } });
  if (linked) return db.user.update({ where: { id: linked.id }, data: profile, select: publicUserSelect });

  if (typeof claims.email !== 'string' || !claims.email) return { reason: 'no-email' };
  const email = claims.email.trim().toLowerCase();
  if (claims.email_verified !== true) return { reason: 'unverified-email', email };
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, oidcSubject: true } });
  if (!existing)
    return db.user.create({ data: { email, oidcSubject: claims.sub, ...profile }, select: publicUserSelect });
  if (existing.oidcSubject) return { reason: 'linked-elsewhere', email };
  // Link only if still unlinked at the moment of writing (a parallel sign-in cannot overwrite a link either).
  const { count } = await db.user.updateMany({
    where: { id: existing.id, oidcSubject: null },
    data: { oidcSubject: claims.sub, ...profile },
  });
  if (count === 0) return { reason: 'linked-elsewhere', email };
  return db.user.findUniqueOrThrow({ where: { id: existing.id }, select: publicUserSelect });
}

/**
 * Sign-in through an OpenID Connect provider (openid-client's passport strategy):
 * /api/login redirects there, /api/callback comes back.
 */
export async function setupOidc(app: Express, db: BffDb, oidc: OidcConfig, publicUrl: string) {
  const client = await import('openid-client');
  const { Strategy } = await import('openid-client/passport');
  const issuer = new URL(oidc.issuerUrl);
  const config = await client.discovery(
    issuer,
    oidc.clientId,
    oidc.clientSecret,
    undefined,
    issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
  );

  passport.use(
    'oidc',
    new Strategy(
      { config, scope: 'openid email profile', callbackURL: new URL('/api/callback', publicUrl).toString() },
      (tokens, done) => {
        // Inside a promise, so a throw from claims() reaches done() too.
        Promise.resolve()
          .then(() => resolveOidcUser(db, (tokens.claims() ?? {}) as Claims))
          .then(
            (result) => {
              if ('reason' in result) done(null, false, result);
              else done(null, result);
            },
            (err: unknown) => {
              done(err);
            },
          );
      },
    ),
  );

  // @types/passport types authenticate() as `any`: it is Express middleware.
  const toProvider = passport.authenticate('oidc') as RequestHandler;
  app.get('/api/login', (req, res, next) => {
    const returnTo = safeNextPath(req.query.next);
    if (returnTo) req.session.returnTo = returnTo;
    toProvider(req, res, next);
  });
  app.get('/api/callback', (req, res, next) => {
    const authenticate = passport.authenticate(
      'oidc',
      (err: unknown, user: Express.User | false, info?: Partial<Refusal>) => {
        if (err || !user) {
          const refusal = info?.reason ? REFUSALS[info.reason] : undefined;
          req.log?.warn({ err, reason: info?.reason }, 'OIDC sign-in did not complete');
          const [title, message] = refusal?.(info?.email) ?? [
            'Sign-in did not complete',
            'Your identity provider did not confirm the sign-in. Please try again.',
          ];
          res
            .status(refusal ? 403 : 401)
            .type('html')
            .send(renderMessagePage(title, message, { href: '/api/login', text: 'Try again' }));
          return;
        }
        startSession(req, res, user as AuthUser, { next: safeNextPath(req.session.returnTo) });
      },
    ) as RequestHandler;
    authenticate(req, res, next);
  });
}
