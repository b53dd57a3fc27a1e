import { Router, type Request, type Response } from 'express';
import { parse } from '@fj/server-kit';
import { emptyBodySchema, twoFactorCodeSchema, type AuthUser } from '@fj/contracts';
import type { BffDb } from '../db';
import type { TwoFactor } from '../auth/two-factor';
import { accountSecurity } from './password';

/**
 * Two-step sign-in in Settings (docs/decisions/3003-two-step-sign-in.md): set up (secret and QR code), turn on with a
 * first code (the ten recovery codes are answered once), turn off or replace the recovery codes with a fresh code.
 * Wrong codes answer 400 and change nothing; too many answer 429.
 */
export function accountTwoFactorRouter(db: BffDb, twoFactor: TwoFactor) {
  const router = Router();
  const userOf = (req: Request) => req.user as AuthUser;

  router.get('/api/account/security', async (req: Request, res: Response) => {
    res.json(await accountSecurity(db, twoFactor, userOf(req).id));
  });

  router.post('/api/account/two-factor/setup', async (req: Request, res: Response) => {
    parse(emptyBodySchema, req.body ?? {});
    res.json(await twoFactor.setup(userOf(req).id, userOf(req).email));
  });

  router.post('/api/account/two-factor/enable', async (req: Request, res: Response) => {
    const { code } = parse(twoFactorCodeSchema, req.body ?? {});
    res.json(await twoFactor.enable(userOf(req).id, code));
  });

  router.post('/api/account/two-factor/disable', async (req: Request, res: Response) => {
    const { code } = parse(twoFactorCodeSchema, req.body ?? {});
    await twoFactor.disable(userOf(req).id, code);
    res.json(await accountSecurity(db, twoFactor, userOf(req).id));
  });

  router.post('/api/account/two-factor/recovery-codes', async (req: Request, res: Response) => {
    const { code } = parse(twoFactorCodeSchema, req.body ?? {});
    res.json(await twoFactor.replaceRecoveryCodes(userOf(req).id, code));
  });

  return router;
}
