import { Router } from 'express';
import type { Db } from '@fj/db';
import { identityOf } from '@fj/server-kit';
import { cachedStats, countStats } from './service';

const cacheSeconds = (value: string | undefined) => (value !== undefined && Number(value) >= 0 ? Number(value) : 60);

/** GET /api/community/stats: the real numbers behind the community's stats row. */
export function statsRouter(db: Db, env = process.env) {
  const router = Router();
  const stats = cachedStats(() => countStats(db), cacheSeconds(env.COMMUNITY_STATS_CACHE_SECONDS) * 1000);
  router.get('/community/stats', async (req, res) => {
    identityOf(req);
    res.json(await stats());
  });
  return router;
}
