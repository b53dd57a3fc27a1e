import { Router } from 'express';
import type { Db } from '@fj/db';
import { createBusinessSchema, reorderBusinessesSchema, updateBusinessSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import {
  createBusiness,
  deleteBusiness,
  getBusinessDetail,
  listBusinesses,
  reorderBusinesses,
  updateBusiness,
} from './service';

/** /api/businesses (docs/product.md#businesses). */
export function businessesRouter(db: Db) {
  const router = Router();
  router.get('/businesses', async (req, res) => {
    res.json(await listBusinesses(db, identityOf(req).userId));
  });
  router.post('/businesses', async (req, res) => {
    const identity = identityOf(req);
    const input = parse(createBusinessSchema, req.body);
    res.status(201).json(await createBusiness(db, identity, input));
  });
  router.post('/businesses/reorder', async (req, res) => {
    const { userId } = identityOf(req);
    res.json(await reorderBusinesses(db, userId, parse(reorderBusinessesSchema, req.body)));
  });
  router.get('/businesses/:id', async (req, res) => {
    const { userId } = identityOf(req);
    res.json(await getBusinessDetail(db, userId, recordId(req.params.id, 'Business')));
  });
  router.put('/businesses/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Business');
    res.json(await updateBusiness(db, userId, id, parse(updateBusinessSchema, req.body)));
  });
  router.delete('/businesses/:id', async (req, res) => {
    const { userId } = identityOf(req);
    await deleteBusiness(db, userId, recordId(req.params.id, 'Business'));
    res.status(204).end();
  });
  return router;
}
