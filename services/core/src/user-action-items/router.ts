import { Router } from 'express';
import type { Db } from '@fj/db';
import { createUserActionItemSchema, updateUserActionItemSchema } from '@fj/contracts';
import { baseVersionOf, identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createUserActionItem, deleteUserActionItem, listUserActionItems, updateUserActionItem } from './service';

/** /api/user-action-items: personal action items (the Meeting Notes screen; home reads them too). */
export function userActionItemsRouter(db: Db) {
  const router = Router();
  router.get('/user-action-items', async (req, res) => {
    res.json(await listUserActionItems(db, identityOf(req).userId));
  });
  router.post('/user-action-items', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createUserActionItem(db, userId, parse(createUserActionItemSchema, req.body)));
  });
  router.put('/user-action-items/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Action item');
    res.json(
      await updateUserActionItem(db, userId, id, parse(updateUserActionItemSchema, req.body), baseVersionOf(req)),
    );
  });
  router.delete('/user-action-items/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteUserActionItem(db, userId, recordId(req.params.id, 'Action item'));
    res.status(204).end();
  });
  return router;
}
