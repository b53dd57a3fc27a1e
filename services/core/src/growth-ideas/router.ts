import { Router } from 'express';
import type { Db } from '@fj/db';
import { businessIdQuerySchema, createGrowthIdeaSchema, updateGrowthIdeaSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { createGrowthIdea, deleteGrowthIdea, listGrowthIdeas, updateGrowthIdea } from './service';

/** /api/growth-ideas: a business's growth ideas. */
export function growthIdeasRouter(db: Db) {
  const router = Router();
  router.get('/growth-ideas', async (req, res) => {
    const { userId } = identityOf(req);
    const { businessId } = parse(businessIdQuerySchema, req.query);
    res.json(await listGrowthIdeas(db, userId, businessId));
  });
  router.post('/growth-ideas', async (req, res) => {
    const { userId } = identityOf(req);
    res.status(201).json(await createGrowthIdea(db, userId, parse(createGrowthIdeaSchema, req.body)));
  });
  router.put('/growth-ideas/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Growth idea');
    res.json(await updateGrowthIdea(db, userId, id, parse(updateGrowthIdeaSchema, req.body)));
  });
  router.delete('/growth-ideas/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteGrowthIdea(db, userId, recordId(req.params.id, 'Growth idea'));
    res.status(204).end();
  });
  return router;
}
