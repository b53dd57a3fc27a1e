import { Router } from 'express';
import type { Db } from '@fj/db';
import { businessIdQuerySchema, recordBusinessMetricSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { listBusinessMetrics, recordBusinessMetric } from './service';

/** /api/business-metrics (spec §7 reads them; POST records revenue and clients for a date). */
export function businessMetricsRouter(db: Db) {
  const router = Router();
  router.get('/business-metrics', async (req, res) => {
    const { userId } = identityOf(req);
    const { businessId } = parse(businessIdQuerySchema, req.query);
    res.json(await listBusinessMetrics(db, userId, businessId));
  });
  router.post('/business-metrics', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await recordBusinessMetric(db, userId, parse(recordBusinessMetricSchema, req.body)));
  });
  return router;
}
