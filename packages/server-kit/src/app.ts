import express, { type Request, type RequestHandler, type Router } from 'express';
import pinoHttp from 'pino-http';
import { ADMINS_ONLY } from '@fj/contracts/messages';
import { logger, redactPrivateRequest } from './logger';
import { HttpError } from './http-error';
import { errorHandler } from './errors';
import { accountExportRouter, type AccountExporter, type ExportSnapshot } from './account-export';
import { IDENTITY_HEADER, type Identity, loadInternalSecret, verifyIdentity } from './identity';
import { traceRequests } from './observability/request-trace';
import { httpMetrics } from './observability/metrics';
import { readinessRoute, type ReadinessCheck } from './readiness';
import { idempotency } from './idempotency';
import type { SqlClient } from './raw-sql';

/** Largest JSON body any /api route accepts (the BFF refuses bigger ones before proxying). */
export const JSON_BYTES = 100 * 1024;

declare global {
  namespace Express {
    interface Request {
      identity?: Identity;
    }
  }
}

/** The verified caller of an `/api` route (set by the identity middleware). */
export function identityOf(req: Request): Identity {
  if (!req.identity) throw new HttpError(401, 'Not signed in');
  return req.identity;
}

/** The verified caller of an admin-only route: 403 'Admins only' for everyone else (isAdmin comes from the BFF's assertion). */
export function adminIdentityOf(req: Request): Identity {
  const identity = identityOf(req);
  if (!identity.isAdmin) throw new HttpError(403, ADMINS_ONLY);
  return identity;
}

export interface ServiceOptions<Db = unknown> {
  /** Service name; also the audience the BFF's identity assertion must carry. */
  name: string;
  /** Mounted under `/api` after identity verification. */
  routers: Router[];
  /**
   * The service's database: every write sent with an `Idempotency-Key` keeps its answer there for 24 h, so a retry
   * runs once (docs/decisions/2601-idempotent-writes.md).
   */
  db: SqlClient;
  /**
   * Mounted under `/api` *before* identity verification and JSON parsing: routes that authenticate the caller
   * themselves and need the raw body (Stripe's webhook, verified by its signature). The BFF forwards such a route
   * without a session, so it must refuse everything its own check does not accept.
   */
  publicRouters?: Router[];
  /** `GET /api/account/export`: the service's exporters (one per feature) and how to read them in one snapshot. */
  accountExport?: { exporters: ReadonlyArray<AccountExporter<Db>>; snapshot: ExportSnapshot<Db> };
  secret?: Uint8Array;
  /** `GET /readyz`: database reachable and migrations applied (`@fj/db`'s `databaseReadiness`). */
  readiness?: ReadinessCheck;
}

/**
 * Every service: the request's trace (in logs and error bodies), request metrics, request log, JSON bodies,
 * /healthz and /readyz, identity on every /api route, idempotent writes, uniform errors.
 */
export function createServiceApp<Db = unknown>({
  name,
  routers,
  db,
  publicRouters = [],
  accountExport,
  secret = loadInternalSecret(),
  readiness,
}: ServiceOptions<Db>) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  traceRequests(app);
  app.use(httpMetrics());
  app.use(
    pinoHttp({
      logger: logger.child({ service: name }),
      serializers: { req: redactPrivateRequest },
      genReqId: (req) => (req as Request).traceId ?? '',
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  // Alive (the process answers); pid: whoever started it can tell it is this process (scripts/stack.cjs).
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true, service: name, pid: process.pid });
  });
  if (readiness) app.get('/readyz', readinessRoute(name, readiness));
  const requireIdentity: RequestHandler = async (req, _res, next) => {
    const identity = await verifyIdentity(req.header(IDENTITY_HEADER), name, secret);
    if (!identity) return next(new HttpError(401, 'Not signed in'));
    req.identity = identity;
    next();
  };
  for (const router of publicRouters) app.use('/api', router);
  app.use(
    '/api',
    requireIdentity,
    express.json({ limit: JSON_BYTES }),
    idempotency(db, { userOf: (req) => req.identity?.userId }),
  );
  for (const router of routers) app.use('/api', router);
  if (accountExport) app.use('/api', accountExportRouter(accountExport.exporters, accountExport.snapshot));
  app.use('/api', (req, _res, next) => next(new HttpError(404, `No route for ${req.method} ${req.originalUrl}`)));
  app.use(errorHandler);
  return app;
}
