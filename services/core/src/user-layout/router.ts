import { Router } from 'express';
import type { Db } from '@fj/db';
import { userLayoutSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { getUserLayout, saveUserLayout } from './service';

/** /api/user-layout: the home dashboard's saved widget order and visibility. */
export function userLayoutRouter(db: Db) {
  const router = Router();
  router.get('/user-layout', async (req, res) => {
    res.json(await getUserLayout(db, identityOf(req).userId));
  });
  router.post('/user-layout', async (req, res) => {
    const layout = parse(userLayoutSchema, req.body);
    res.json(await saveUserLayout(db, identityOf(req).userId, layout));
  });
  return router;
}
