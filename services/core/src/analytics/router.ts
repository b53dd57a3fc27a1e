import { Router, type Request } from 'express';
import type { Db } from '@fj/db';
import {
  ADVANCED_ANALYTICS_PREMIUM,
  contentTypeStatsQuerySchema,
  metricsExportQuerySchema,
  revenueSeriesQuerySchema,
} from '@fj/contracts';
import { forbidden, identityOf, parse } from '@fj/server-kit';
import { analyticsOverview, contentTypeStats, revenueSeries } from './service';
import { streamMetricsCsv } from './export';

/** The caller, when Premium (from the BFF's identity assertion, never a client flag); else 403. */
function premiumCaller(req: Request) {
  const identity = identityOf(req);
  if (!identity.isPremium) throw forbidden(ADVANCED_ANALYTICS_PREMIUM);
  return identity;
}

/** /api/analytics: the overview (everyone) and advanced analytics (Premium). */
export function analyticsRouter(db: Db) {
  const router = Router();
  router.get('/analytics/overview', async (req, res) => {
    res.json(await analyticsOverview(db, identityOf(req).userId));
  });
  router.get('/analytics/revenue', async (req, res) => {
    const { userId } = premiumCaller(req);
    const { businessId, range } = parse(revenueSeriesQuerySchema, req.query);
    res.json(await revenueSeries(db, userId, businessId, range));
  });
  router.get('/analytics/content-types', async (req, res) => {
    const { userId } = premiumCaller(req);
    const { businessId, range } = parse(contentTypeStatsQuerySchema, req.query);
    res.json(await contentTypeStats(db, userId, businessId, range));
  });
  router.get('/analytics/export.csv', async (req, res) => {
    const { userId } = premiumCaller(req);
    await streamMetricsCsv(db, userId, parse(metricsExportQuerySchema, req.query), res);
  });
  return router;
}
