import { Router } from 'express';
import type { Db } from '@fj/db';
import { updateChecklistSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { getChecklist, getToday, setChecklistDismissed } from './service';

/** /api/home: the Today view and the first-run checklist of home. */
export function homeTodayRouter(db: Db) {
  const router = Router();
  router.get('/home/today', async (req, res) => {
    res.json(await getToday(db, identityOf(req).userId));
  });
  router.get('/home/checklist', async (req, res) => {
    res.json(await getChecklist(db, identityOf(req).userId));
  });
  router.put('/home/checklist', async (req, res) => {
    const { dismissed } = parse(updateChecklistSchema, req.body);
    res.json(await setChecklistDismissed(db, identityOf(req).userId, dismissed));
  });
  return router;
}
