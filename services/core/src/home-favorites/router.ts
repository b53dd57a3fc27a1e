import { Router } from 'express';
import type { Db } from '@fj/db';
import { updateHomeFavoritesSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { getHomeFavorites, saveHomeFavorites } from './service';

/** /api/home-favorites: the Quick Access grid's features. */
export function homeFavoritesRouter(db: Db) {
  const router = Router();
  router.get('/home-favorites', async (req, res) => {
    res.json(await getHomeFavorites(db, identityOf(req).userId));
  });
  router.put('/home-favorites', async (req, res) => {
    const body = parse(updateHomeFavoritesSchema, req.body);
    res.json(await saveHomeFavorites(db, identityOf(req).userId, body));
  });
  return router;
}
