import { Router } from 'express';
import type { Db } from '@fj/db';
import { reportPostSchema, reportsQuerySchema } from '@fj/contracts';
import { adminIdentityOf, identityOf, parse } from '@fj/server-kit';
import { postIdOf } from '../posts/postRows';
import { noBody } from '../posts/noBody';
import { listReports, reportPost, restorePost } from './service';

/**
 * Reports from members; the admin's queue (GET /api/community/reports) and restore. The admin screen:
 * docs/product.md#admin.
 */
export function moderationRouter(db: Db) {
  const router = Router();
  router.post('/community/posts/:id/report', async (req, res) => {
    const identity = identityOf(req);
    const postId = postIdOf(req.params.id);
    res.json(await reportPost(db, identity, postId, parse(reportPostSchema, req.body)));
  });
  router.post('/community/posts/:id/restore', async (req, res) => {
    const admin = adminIdentityOf(req);
    const postId = postIdOf(req.params.id);
    noBody(req.body);
    res.json(await restorePost(db, admin, postId));
  });
  router.get('/community/reports', async (req, res) => {
    const admin = adminIdentityOf(req);
    res.json(await listReports(db, admin, parse(reportsQuerySchema, req.query).cursor));
  });
  return router;
}
