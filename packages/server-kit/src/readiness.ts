import type { RequestHandler } from 'express';

/** Each check's verdict: `ok`, or a short reason (`unreachable`, `2 migration(s) not applied`). */
export type ReadinessReport = Record<string, string>;
export type ReadinessCheck = () => Promise<ReadinessReport>;

/**
 * `GET /readyz`: 200 `{ ok: true, checks }` when every check says `ok`, else 503 with what is missing. Probes
 * (container orchestrators, the launcher) route traffic only to a ready process; `/healthz` only says it is alive.
 */
export function readinessRoute(service: string, check: ReadinessCheck): RequestHandler {
  return async (_req, res) => {
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
