import { Router } from 'express';
import type { Db } from '@fj/db';
import { podcastEpisodesQuerySchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/records';
import { listEpisodes, listPodcasts } from './service';

/**
 * /api/podcasts (docs/product.md#podcasts): podcasts are social accounts of platform podcast; linking one goes through
 * /api/social-accounts.
 */
export function podcastsRouter(db: Db) {
  const router = Router();
  router.get('/podcasts', async (req, res) => {
    res.json(await listPodcasts(db, identityOf(req)));
  });
  router.get('/podcasts/:accountId/episodes', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.accountId, 'Podcast');
    res.json(await listEpisodes(db, userId, id, parse(podcastEpisodesQuerySchema, req.query).cursor));
  });
  return router;
}
