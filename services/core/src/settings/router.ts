import { Router } from 'express';
import type { Db } from '@fj/db';
import { updateSettingsSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { getSettings, updateSettings } from './service';

export function settingsRouter(db: Db) {
  const router = Router();
  router.get('/settings', async (req, res) => {
    res.json(await getSettings(db, identityOf(req).userId));
  });
  router.post('/settings', async (req, res) => {
    const changes = parse(updateSettingsSchema, req.body);
    res.json(await updateSettings(db, identityOf(req).userId, changes));
  });
  return router;
}
