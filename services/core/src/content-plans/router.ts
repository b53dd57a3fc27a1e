import { Router } from 'express';
import type { Db } from '@fj/db';
import { createContentPlanSchema, listContentPlansQuerySchema, updateContentPlanSchema } from '@fj/contracts';
import { baseVersionOf, identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createContentPlan, deleteContentPlan, listContentPlans, updateContentPlan } from './service';

/** /api/content-plans (docs/product.md#content-plan; PATCH edits too, DELETE removes). */
export function contentPlansRouter(db: Db) {
  const router = Router();
  router.get('/content-plans', async (req, res) => {
    const { userId } = identityOf(req);
    res.json(await listContentPlans(db, userId, parse(listContentPlansQuerySchema, req.query)));
  });
  router.post('/content-plans', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createContentPlan(db, userId, parse(createContentPlanSchema, req.body)));
  });
  router.patch('/content-plans/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Content plan');
    res.json(await updateContentPlan(db, userId, id, parse(updateContentPlanSchema, req.body), baseVersionOf(req)));
  });
  router.delete('/content-plans/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteContentPlan(db, userId, recordId(req.params.id, 'Content plan'));
    res.status(204).end();
  });
  return router;
}
