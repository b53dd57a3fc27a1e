import { Router } from 'express';
import type { Db } from '@fj/db';
import { identityOf } from '@fj/server-kit';
import { listAchievements } from './service';

/** /api/achievements: earned from the user's real activity, newest first. */
export function achievementsRouter(db: Db) {
  const router = Router();
  router.get('/achievements', async (req, res) => {
    res.json(await listAchievements(db, identityOf(req).userId));
  });
  return router;
}
