import { Router } from 'express';
import type { Db } from '@fj/db';
import { businessIdQuerySchema, createActionItemSchema, updateActionItemSchema } from '@fj/contracts';
import { baseVersionOf, identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createActionItem, deleteActionItem, listActionItems, updateActionItem } from './service';

/** /api/action-items: a business's action items. */
export function actionItemsRouter(db: Db) {
  const router = Router();
  router.get('/action-items', async (req, res) => {
    const { userId } = identityOf(req);
    const { businessId } = parse(businessIdQuerySchema, req.query);
    res.json(await listActionItems(db, userId, businessId));
  });
  router.post('/action-items', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createActionItem(db, userId, parse(createActionItemSchema, req.body)));
  });
  router.put('/action-items/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Action item');
    res.json(await updateActionItem(db, userId, id, parse(updateActionItemSchema, req.body), baseVersionOf(req)));
  });
  router.delete('/action-items/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteActionItem(db, userId, recordId(req.params.id, 'Action item'));
    res.status(204).end();
  });
  return router;
}
