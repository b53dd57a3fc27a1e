import type { Express } from 'express';
import passport from 'passport';
import type { OidcConfig } from '../config';
import type { BffDb } from '../db';
import { publicUserSelect } from './users';
import { renderMessagePage } from './login-page';

/**
 * Sign-in through an OpenID Connect provider (openid-client's passport strategy):
 * /api/login redirects there, /api/callback comes back. Users are matched by the
 * provider's subject, else linked by verified email, else created.
 */
export async function setupOidc(app: Express, db: BffDb, oidc: OidcConfig, publicUrl: string) {
  const client = await import('openid-client');
  const { Strategy } = await import('openid-client/passport');
  const issuer = new URL(oidc.issuerUrl);
  const config = await client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined,
    issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined);

  passport.use('oidc', new Strategy(
    { config, scope: 'openid email profile', callbackURL: new URL('/api/callback', publicUrl).toString() },
    async (tokens, done) => {
      try {
        const claims = tokens.claims();
        if (!claims?.sub || typeof claims.email !== 'string') return done(null, false);
        const email = claims.email.toLowerCase();
        const profile = {
          firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
          profileImageUrl: typeof claims.picture === 'string' ? claims.picture : undefined,
        };
        const existing = await db.user.findFirst({ where: { OR: [{ oidcSubject: claims.sub }, { email }] }, select: { id: true } });
        const user = existing
          ? await db.user.update({ where: { id: existing.id }, data: { oidcSubject: claims.sub, ...profile }, select: publicUserSelect })
          : await db.user.create({ data: { email, oidcSubject: claims.sub, ...profile }, select: publicUserSelect });
        done(null, user);
      } catch (err) {
        done(err as Error);
      }
    },
  ));

  app.get('/api/login', passport.authenticate('oidc'));
  app.get('/api/callback', (req, res, next) => {
    passport.authenticate('oidc', (err: unknown, user: Express.User | false) => {
      if (err || !user) {
        req.log?.warn({ err }, 'OIDC sign-in did not complete');
        res.status(401).type('html').send(renderMessagePage('Sign-in did not complete', 'Your identity provider did not confirm the sign-in. Please try again.', { href: '/api/login', text: 'Try again' }));
        return;
      }
      req.login(user, (loginErr) => (loginErr ? next(loginErr) : res.redirect('/')));
    })(req, res, next);
  });
}
