import { Router, type Request } from 'express';
import type { Db } from '@fj/db';
import { CYCLE_PREMIUM, cycleDaysQuerySchema, putCycleDaySchema, wellnessDateParamSchema } from '@fj/contracts';
import { forbidden, identityOf, parse } from '@fj/server-kit';
import { cycleSummary, getCycleDay, listCycleDays, putCycleDay } from './service';

/** The caller, when Premium (cycle tracking is a Premium feature, decided from the identity assertion). */
function premiumUser(req: Request): string {
  const identity = identityOf(req);
  if (!identity.isPremium) throw forbidden(CYCLE_PREMIUM);
  return identity.userId;
}

/** /api/cycle: the private cycle log and its prediction (decision 2003). */
export function cycleRouter(db: Db) {
  const router = Router();
  router.get('/cycle/days', async (req, res) => {
    const userId = premiumUser(req);
    res.json(await listCycleDays(db, userId, parse(cycleDaysQuerySchema, req.query)));
  });
  router.get('/cycle/days/:date', async (req, res) => {
    const userId = premiumUser(req);
    res.json(await getCycleDay(db, userId, parse(wellnessDateParamSchema, req.params).date));
  });
  router.put('/cycle/days/:date', async (req, res) => {
    const userId = premiumUser(req);
    const { date } = parse(wellnessDateParamSchema, req.params);
    res.json(await putCycleDay(db, userId, date, parse(putCycleDaySchema, req.body)));
  });
  router.get('/cycle/summary', async (req, res) => {
    res.json(await cycleSummary(db, premiumUser(req)));
  });
  return router;
}
