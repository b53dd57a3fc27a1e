import express, { type RequestHandler } from 'express';
import compression from 'compression';
import pg from 'pg';
import passport from 'passport';
import pinoHttp from 'pino-http';
import { buildOpenApi, type AuthUser } from '@fj/contracts';
import {
  createMailer,
  errorHandler,
  httpMetrics,
  idempotency,
  JSON_BYTES,
  loadInternalSecret,
  logger,
  observePool,
  readinessRoute,
  redactPrivateRequest,
  sweepExpiredIdempotencyKeys,
  sweepExpiredRateLimits,
  traceRequests,
} from '@fj/server-kit';
import { databaseReadiness, poolOf } from '@fj/db';
import type { BffConfig } from './config';
import { createBffDb } from './db';
import { createSession } from './session';
import { bodyLimit, noStore, requireSameOrigin, securityHeaders } from './security';
import { localAuthRouter, loginPage } from './auth/local';
import { passwordResetRouter } from './auth/password-reset';
import { passkeyRouter } from './auth/passkeys';
import { createTwoFactor } from './auth/two-factor';
import { dummyPasswordHash } from './auth/passwords';
import { accountSessionsRouter } from './account/sessions';
import { accountPasswordRouter } from './account/password';
import { accountTwoFactorRouter } from './account/two-factor';
import { logoutNavigation, logoutPost } from './auth/logout';
import { createSignInThrottle } from './auth/throttle';
import { signInAssets } from './auth/sign-in-assets';
import { setupOidc } from './auth/oidc';
import { apiProxy, stripeWebhookProxy, WEBHOOK_BYTES } from './proxy';
import { dashboardSummary } from './dashboard-summary';
import { updateProfile } from './account/profile';
import { deleteAccount } from './account/delete-account';
import { accountExport } from './account/export';
import { privacyPage } from './pages/privacy';
import { serviceFor } from './service-table';
import { appDocuments, staticAssets } from './static';
import { catalogRoute } from './route-template';

const SWEEP_MS = 5 * 60 * 1000;

export async function createBffApp(config: BffConfig) {
  const db = createBffDb(config.databaseUrl);
  const sessions = await createSession({
    databaseUrl: config.databaseUrl,
    secret: config.sessionSecret,
    production: config.production,
  });
  const internalSecret = loadInternalSecret();
  // The sign-in throttle's counters (shared by every BFF instance through the database).
  const throttlePool = new pg.Pool({ connectionString: config.databaseUrl, max: 3, connectionTimeoutMillis: 5000 });
  throttlePool.on('error', () => {}); // an idle client dropped by the server must not crash the gateway
  const throttle = createSignInThrottle(throttlePool, config.throttle);
  // Every rate_limit counter (the services' too) whose window ended over an hour ago goes, every 5 minutes, and every
  // stored idempotent answer past its 24 h (docs/decisions/2601); a failed sweep (database away) waits for the next.
  const sweeper = setInterval(() => {
    void sweepExpiredRateLimits(throttlePool).catch(() => {});
    void sweepExpiredIdempotencyKeys(throttlePool).catch(() => {});
  }, SWEEP_MS);
  sweeper.unref();
  // Account security (docs/decisions/3001–3006): mail, two-step sign-in, and the dummy hash ready before the first
  // sign-in (its first computation would otherwise make that one slower).
  const mailer = createMailer(config.mail);
  if (mailer.mode === 'files')
    logger.info({ service: 'bff', directory: mailer.directory }, 'outgoing mail is written to files');
  const twoFactor = createTwoFactor(db, config.twoFactorKey, throttlePool);
  await dummyPasswordHash();

  passport.serializeUser<string>((user, done) => done(null, (user as AuthUser).id));
  passport.deserializeUser<string>((id, done) => {
    // A deleted user is simply signed out. Served from memory, kept fresh by `user_changed` notifications.
    sessions.users.get(id).then((user) => done(null, user ?? false), done);
  });

  const cspOptions = {
    remoteUrls: Object.values(config.remoteUrls),
    production: config.production,
    imageOrigins: config.profileImageOrigins,
  };
  observePool('prisma', poolOf(db));
  observePool('sessions', sessions.pool);
  observePool('throttle', throttlePool);
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', 1);
  // Every request's trace id: in its log lines and error bodies, and answered as X-Trace-Id.
  traceRequests(app, { exposeHeader: true });
  app.use(httpMetrics(catalogRoute));
  const bffLogger = logger.child({ service: 'bff' });
  // A request logger per request only when request lines are logged at all (LOG_LEVEL info or lower); otherwise
  // handlers still get `req.log` for errors, without the per-request cost on the hot path.
  if (bffLogger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: bffLogger,
        serializers: { req: redactPrivateRequest },
        genReqId: (req) => (req as express.Request).traceId ?? '',
        autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
      }),
    );
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
  app.get('/readyz', readinessRoute('bff', databaseReadiness(db)));
  app.use(staticAssets(config.staticRoot, config.remoteUrls));
  app.get('/privacy', privacyPage(sessions.cookieName));
  app.use('/api', noStore);
  // Stripe's webhook: no session, no Origin check, no body parser — the raw bytes go to payments, which verifies
  // their signature (the one API route without a session).
  app.post('/api/payments/webhook', bodyLimit(WEBHOOK_BYTES), stripeWebhookProxy(config.serviceUrls.payments));
  if (!config.trustProxy) app.use(warnOnceAboutProxy());
  app.use(requireSameOrigin(config.allowedOrigins));
  app.use(sessions.middleware);
  app.use(passport.initialize());
  app.use(passport.session());

  const reset = passwordResetRouter({
    db,
    limiterDb: throttlePool,
    mailer,
    publicUrl: config.publicUrl,
    throttle,
    twoFactor,
  });
  if (config.oidc) {
    await setupOidc(app, db, config.oidc, config.publicUrl);
  } else {
    app.get('/api/login', loginPage(reset.usable));
  }
  app.use(signInAssets()); // the sign-in page's stylesheet (@fj/ui's), its script and @simplewebauthn/browser
  app.use(localAuthRouter({ db, throttle, twoFactor, mailer, publicUrl: config.publicUrl }));
  app.use(reset.router);
  app.use(passkeyRouter({ db, limiterDb: throttlePool, allowedOrigins: config.allowedOrigins, throttle }));
  app.get('/api/logout', logoutNavigation(sessions.clearCookie));
  /**
   * What GET /api/auth/user answers for the signed-in user, also embedded in a signed-in page (decision 3102). Home's
   * 'Activate Full Access' card shows only for the ADMIN_EMAIL account while it is not Premium
   * (docs/product.md#activate-full-access); the flag only shows the card — POST /api/admin/bootstrap decides.
   * ADMIN_EMAIL itself never reaches a browser.
   */
  const authUserAnswer = (req: express.Request) => {
    const user = req.user as AuthUser;
    const canActivateFullAccess =
      !!config.adminEmail && user.email.toLowerCase() === config.adminEmail && !user.isPremium;
    return canActivateFullAccess ? { ...user, canActivateFullAccess } : user;
  };
  app.post('/api/logout', logoutPost(sessions.clearCookie));
  app.get('/api/auth/user', (req, res) => {
    if (!req.user) return void res.status(401).json({ message: 'Unauthorized' });
    res.json(authUserAnswer(req));
  });
  // The account (docs/product.md#settings): profile edits, the GDPR export and deletion. The BFF owns the user row and
  // composes.
  const accountJson = express.json({ limit: '16kb' });
  // The gateway's own write honours Idempotency-Key like every service's (proxied writes: the service does it).
  const idempotent = idempotency(throttlePool, { userOf: (req) => (req.user as AuthUser | undefined)?.id });
  app.patch('/api/auth/user', accountJson, idempotent, updateProfile(db));
  // Account security in Settings: signed in only; each router parses its own body with the schema.
  app.use(
    ['/api/account/security', '/api/account/password', '/api/account/two-factor', '/api/account/sessions'],
    (req, res, next) => (req.user ? next() : void res.status(401).json({ message: 'Unauthorized' })),
    accountJson,
  );
  app.use(accountSessionsRouter(db));
  app.use(accountPasswordRouter(db, throttle, twoFactor, mailer));
  app.use(accountTwoFactorRouter(db, twoFactor));
  app.get('/api/account/export', accountExport(db, config.serviceUrls, internalSecret, sessions.users));
  app.delete('/api/account', accountJson, deleteAccount(db, sessions.clearCookie));
  const openApi = buildOpenApi();
  app.get('/api/docs', (_req, res) => void res.json(openApi));
  app.use('/api', bodyLimit(JSON_BYTES));
  app.get(
    '/api/dashboard/summary',
    dashboardSummary(config.serviceUrls, internalSecret, sessions.users, config.dashboardServiceTimeoutMs),
  );
  const proxy = apiProxy(config.serviceUrls, internalSecret, sessions.users);
  app.use((req, res, next) => (req.path === '/api' || req.path.startsWith('/api/') ? proxy(req, res, next) : next()));
  app.use(
    appDocuments(config.staticRoot, cspOptions, sessions.cookieName, {
      remoteUrls: config.remoteUrls,
      userAnswer: authUserAnswer,
      answersWaitMs: config.firstAnswersWaitMs,
    }),
  );

  app.use(errorHandler); // fixed messages: never a parser's or the database driver's own words

  return {
    app,
    close: async () => {
      clearInterval(sweeper);
      await sessions.close();
      await throttlePool.end().catch(() => {});
      await db.$disconnect();
    },
  };
}

/**
 * Behind a reverse proxy without TRUST_PROXY every client has the proxy's address: the sign-in throttle would
 * lock out everyone together. The first request that shows a proxy (`X-Forwarded-For`) says so in the log.
 */
function warnOnceAboutProxy(): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for']) {
      warned = true;
      logger.warn(
        "X-Forwarded-For received but TRUST_PROXY is not set: every client counts as the proxy's address for sign-in throttling. Set TRUST_PROXY=1 when the BFF runs behind a reverse proxy.",
      );
    }
    next();
  };
}
