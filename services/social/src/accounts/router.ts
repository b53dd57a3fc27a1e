import { Router } from 'express';
import type { Db } from '@fj/db';
import {
  createSnapshotSchema,
  createSocialAccountSchema,
  isUuid,
  socialAccountsQuerySchema,
  updateSocialAccountSchema,
} from '@fj/contracts';
import { identityOf, notFound, parse } from '@fj/server-kit';
import { outboundFetchLimiter } from '../lib/fetch-limit';
import { recordId } from '../lib/records';
import {
  createSocialAccount,
  deleteSocialAccount,
  listSocialAccounts,
  recordSnapshot,
  updateGrowthTarget,
} from './service';

/** /api/social-accounts (docs/product.md#social-accounts). */
export function socialAccountsRouter(db: Db) {
  const router = Router();
  const fetches = outboundFetchLimiter(db);
  router.get('/social-accounts', async (req, res) => {
    const { businessId } = parse(socialAccountsQuerySchema, req.query);
    if (businessId !== undefined && !isUuid(businessId)) throw notFound('Business');
    res.json(await listSocialAccounts(db, identityOf(req).userId, businessId));
  });
  router.post('/social-accounts', async (req, res) => {
    const identity = identityOf(req);
    const input = parse(createSocialAccountSchema, req.body);
    // A podcast's feed and a channel are fetched again on connect: they count against the same hourly limit.
    if (input.platform === 'podcast' || input.platform === 'youtube') await fetches.consume(identity.userId);
    res.status(201).json(await createSocialAccount(db, identity, input, recordId(input.businessId, 'Business')));
  });
  router.patch('/social-accounts/:id', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Social account');
    res.json(await updateGrowthTarget(db, userId, id, parse(updateSocialAccountSchema, req.body).monthlyGrowthTarget));
  });
  router.delete('/social-accounts/:id', async (req, res) => {
    await deleteSocialAccount(db, identityOf(req).userId, recordId(req.params.id, 'Social account'));
    res.status(204).end();
  });
  router.post('/social-accounts/:id/snapshots', async (req, res) => {
    const { userId } = identityOf(req);
    const id = recordId(req.params.id, 'Social account');
    res.status(201).json(await recordSnapshot(db, userId, id, parse(createSnapshotSchema, req.body)));
  });
  return router;
}
