import { Router } from 'express';
import type { Db } from '@fj/db';
import { isUuid, socialGrowthQuerySchema } from '@fj/contracts';
import { identityOf, notFound, parse } from '@fj/server-kit';
import { socialGrowth } from './service';

/** GET /api/social-growth?businessId&days (30 or 90). */
export function socialGrowthRouter(db: Db) {
  const router = Router();
  router.get('/social-growth', async (req, res) => {
    const { businessId, days } = parse(socialGrowthQuerySchema, req.query);
    if (businessId !== undefined && !isUuid(businessId)) throw notFound('Business');
    res.json(await socialGrowth(db, identityOf(req).userId, businessId, Number(days)));
  });
  return router;
}
