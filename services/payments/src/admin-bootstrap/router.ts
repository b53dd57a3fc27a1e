import { Router } from 'express';
import type { Db } from '@fj/db';
import { ADMIN_ALREADY_ACTIVE, ADMIN_ONLY } from '@fj/contracts';
import { conflict, forbidden, identityOf, logger } from '@fj/server-kit';

/**
 * POST /api/admin/bootstrap (docs/product.md#admin): the one `ADMIN_EMAIL` account becomes admin and Premium without
 * payment. The server decides, from the identity assertion's email: anyone else gets 403 'Admins only'; a second call
 * 409. Like every change of the flags, it is one UPDATE of "User" by payments (its trigger tells every BFF instance).
 */
export function adminBootstrapRouter(db: Db, adminEmail: string | undefined) {
  const router = Router();
  router.post('/admin/bootstrap', async (req, res) => {
    const { userId, email } = identityOf(req);
    if (!adminEmail || email.toLowerCase() !== adminEmail) throw forbidden(ADMIN_ONLY);
    const changed = await db.$executeRaw`
      UPDATE "User" SET "isAdmin" = true, "isPremium" = true, "updatedAt" = now()
      WHERE "id" = ${userId} AND NOT ("isAdmin" AND "isPremium")`;
    if (changed === 0) throw conflict(ADMIN_ALREADY_ACTIVE);
    logger.info({ service: 'payments', userId }, 'admin bootstrap: admin and Premium granted');
    res.json({ isAdmin: true, isPremium: true });
  });
  return router;
}
