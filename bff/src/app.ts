import express, { type ErrorRequestHandler } from 'express';
import compression from 'compression';
import passport from 'passport';
import pinoHttp from 'pino-http';
import { buildOpenApi, type AuthUser } from '@fj/contracts';
import { JSON_BYTES, loadInternalSecret, logger } from '@fj/server-kit';
import type { BffConfig } from './config';
import { createBffDb } from './db';
import { createSession } from './session';
import { bodyLimit, requireSameOrigin, securityHeaders } from './security';
import { localAuthRouter, loginPage } from './auth/local';
import { setupOidc } from './auth/oidc';
import { apiProxy } from './proxy';
import { serviceFor } from './service-table';
import { appDocuments, staticAssets } from './static';



export async function createBffApp(config: BffConfig) {
  const db = createBffDb(config.databaseUrl);
  const sessions = await createSession({ databaseUrl: config.databaseUrl, secret: config.sessionSecret, production: config.production });
  const internalSecret = loadInternalSecret();

  passport.serializeUser<string>((user, done) => done(null, (user as AuthUser).id));
  passport.deserializeUser<string>((id, done) => {
    // A deleted user is simply signed out. Served from memory, kept fresh by `user_changed` notifications.
    sessions.users.get(id).then((user) => done(null, user ?? false), done);
  });

  const cspOptions = { remoteUrls: Object.values(config.remoteUrls), production: config.production, imageOrigins: config.profileImageOrigins };
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', 1);
  const bffLogger = logger.child({ service: 'bff' });
  // A request logger per request only when request lines are logged at all (LOG_LEVEL info or lower); otherwise
  // handlers still get `req.log` for errors, without the per-request cost on the hot path.
  if (bffLogger.isLevelEnabled('info')) {
    app.use(pinoHttp({ logger: bffLogger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  } else {
    app.use((req, _res, next) => {
      req.log = bffLogger;
      next();
    });
  }
  app.use(securityHeaders(cspOptions));
  // Static bundles, documents and the BFF's own JSON are gzipped here; proxied API responses by the proxy itself
  // (it skips small ones without wrapping every response).
  const compress = compression();
  app.use((req, res, next) => (serviceFor(req.path) ? next() : compress(req, res, next)));
  // pid: whoever started this process can tell it answers, not another one already on the port (scripts/stack.cjs).
  app.get('/healthz', (_req, res) => void res.json({ ok: true, service: 'bff', pid: process.pid }));
  app.use(staticAssets(config.staticRoot, config.remoteUrls));
  app.use(requireSameOrigin(['/api/payments/webhook']));
  app.use(sessions.middleware);
  app.use(passport.initialize());
  app.use(passport.session());

  if (config.oidc) {
    await setupOidc(app, db, config.oidc, process.env.PUBLIC_URL ?? `http://localhost:${config.port}`);
  } else {
    app.get('/api/login', loginPage);
  }
  app.use(localAuthRouter(db, { rateLimitPerWindow: config.loginRateLimit }));
  app.get('/api/logout', (req, res) => {
    req.logout(() => {
      req.session.destroy(() => {
        sessions.clearCookie(res);
        res.redirect('/');
      });
    });
  });
  app.get('/api/auth/user', (req, res) => {
    if (!req.user) return void res.status(401).json({ message: 'Unauthorized' });
    res.json(req.user);
  });
  const openApi = buildOpenApi();
  app.get('/api/docs', (_req, res) => void res.json(openApi));
  app.use('/api', bodyLimit(JSON_BYTES));
  const proxy = apiProxy(config.serviceUrls, internalSecret, sessions.users);
  app.use((req, res, next) => (req.path === '/api' || req.path.startsWith('/api/') ? proxy(req, res, next) : next()));
  app.use(appDocuments(config.staticRoot, cspOptions));

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    req.log?.error({ err }, 'unhandled error');
    if (res.headersSent) return;
    res.status(typeof err?.status === 'number' && err.status < 500 ? err.status : 500).json({ message: err?.status < 500 ? err.message : 'Something went wrong on our side. Please try again.' });
  };
  app.use(onError);

  return { app, close: async () => { await sessions.close(); await db.$disconnect(); } };
}
