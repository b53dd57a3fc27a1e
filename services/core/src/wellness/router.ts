import { Router } from 'express';
import type { Db } from '@fj/db';
import {
  APPLE_HEALTH_PREMIUM,
  updateWellnessGoalsSchema,
  upsertWellnessSchema,
  wellnessDateParamSchema,
  wellnessImportSchema,
  wellnessQuerySchema,
} from '@fj/contracts';
import { forbidden, identityOf, parse } from '@fj/server-kit';
import { getWellnessGoals, updateWellnessGoals } from './goals';
import { importWellness } from './import';
import { listWellness, upsertWellness } from './service';

/** /api/wellness: daily steps, sleep, calories and mood (one entry per day in the user's own calendar). */
export function wellnessRouter(db: Db) {
  const router = Router();
  router.get('/wellness', async (req, res) => {
    res.json(await listWellness(db, identityOf(req).userId, parse(wellnessQuerySchema, req.query)));
  });
  // Before /wellness/:date, which would take 'goals' for a date.
  router.get('/wellness/goals', async (req, res) => {
    res.json(await getWellnessGoals(db, identityOf(req).userId));
  });
  router.put('/wellness/goals', async (req, res) => {
    res.json(await updateWellnessGoals(db, identityOf(req).userId, parse(updateWellnessGoalsSchema, req.body)));
  });
  router.post('/wellness/import', async (req, res) => {
    const identity = identityOf(req);
    if (!identity.isPremium) throw forbidden(APPLE_HEALTH_PREMIUM);
    res.json(await importWellness(db, identity.userId, parse(wellnessImportSchema, req.body)));
  });
  router.put('/wellness/:date', async (req, res) => {
    const { date } = parse(wellnessDateParamSchema, req.params);
    const changes = parse(upsertWellnessSchema, req.body);
    res.json(await upsertWellness(db, identityOf(req).userId, date, changes));
  });
  return router;
}
