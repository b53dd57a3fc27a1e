import { Router } from 'express';
import type { Db } from '@fj/db';
import { upsertWellnessSchema, wellnessDateParamSchema, wellnessQuerySchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { listWellness, upsertWellness } from './service';

/** /api/wellness: daily steps, sleep, calories and mood (one entry per day in the user's own calendar). */
export function wellnessRouter(db: Db) {
  const router = Router();
  router.get('/wellness', async (req, res) => {
    res.json(await listWellness(db, identityOf(req).userId, parse(wellnessQuerySchema, req.query)));
  });
  router.put('/wellness/:date', async (req, res) => {
    const { date } = parse(wellnessDateParamSchema, req.params);
    const changes = parse(upsertWellnessSchema, req.body);
    res.json(await upsertWellness(db, identityOf(req).userId, date, changes));
  });
  return router;
}
