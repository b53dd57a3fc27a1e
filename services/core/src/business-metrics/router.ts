import { Router } from 'express';
import type { Db } from '@fj/db';
import { businessIdQuerySchema, recordBusinessMetricSchema, updateBusinessMetricSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { deleteBusinessMetric, listBusinessMetrics, recordBusinessMetric, updateBusinessMetric } from './service';

/** /api/business-metrics (GET reads them; POST records revenue and clients for a date; PUT/DELETE correct one). */
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
  router.put('/business-metrics/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Business metric');
    res.json(await updateBusinessMetric(db, userId, id, parse(updateBusinessMetricSchema, req.body)));
  });
  router.delete('/business-metrics/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteBusinessMetric(db, userId, recordId(req.params.id, 'Business metric'));
    res.status(204).end();
  });
  return router;
}
