import type { RequestHandler } from 'express';
import { isDraining } from './listen';

/** Each check's verdict: `ok`, or a short reason (`unreachable`, `2 migration(s) not applied`). */
export type ReadinessReport = Record<string, string>;
export type ReadinessCheck = () => Promise<ReadinessReport>;

/**
 * `GET /readyz`: 200 `{ ok: true, checks }` when every check says `ok`, else 503 with what is missing. Probes
 * (container orchestrators, the launcher) route traffic only to a ready process; `/healthz` only says it is alive.
 * A stopping process answers 503 at once, so balancers send it nothing new while it drains (docs/decisions/3304).
 */
export function readinessRoute(service: string, check: ReadinessCheck): RequestHandler {
  return async (_req, res) => {
    if (isDraining()) return void res.status(503).json({ ok: false, service, checks: { process: 'stopping' } });
    let checks: ReadinessReport;
    try {
      checks = await check();
    } catch {
      checks = { database: 'unreachable' };
    }
    const ok = Object.values(checks).every((v) => v === 'ok');
    res.status(ok ? 200 : 503).json({ ok, service, checks });
  };
}
