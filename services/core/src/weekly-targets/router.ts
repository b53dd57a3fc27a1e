import { Router } from 'express';
import type { Db } from '@fj/db';
import { createWeeklyTargetSchema, updateWeeklyTargetSchema, weeklyTargetsQuerySchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { createWeeklyTarget, deleteWeeklyTarget, listWeeklyTargets, updateWeeklyTarget } from './service';

/** /api/weekly-targets: this week's goals; progress of measured kinds comes from real activity. */
export function weeklyTargetsRouter(db: Db) {
  const router = Router();
  router.get('/weekly-targets', async (req, res) => {
    const { weekStartDate } = parse(weeklyTargetsQuerySchema, req.query);
    res.json(await listWeeklyTargets(db, identityOf(req).userId, weekStartDate));
  });
  router.post('/weekly-targets', async (req, res) => {
    const body = parse(createWeeklyTargetSchema, req.body);
    res.status(201).json(await createWeeklyTarget(db, identityOf(req).userId, body));
  });
  router.put('/weekly-targets/:id', async (req, res) => {
    const changes = parse(updateWeeklyTargetSchema, req.body);
    res.json(await updateWeeklyTarget(db, identityOf(req).userId, req.params.id, changes));
  });
  router.delete('/weekly-targets/:id', async (req, res) => {
    await deleteWeeklyTarget(db, identityOf(req).userId, req.params.id);
    res.status(204).end();
  });
  return router;
}
