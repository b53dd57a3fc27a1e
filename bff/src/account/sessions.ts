import { Router, type Request, type Response } from 'express';
import { notFound, parse } from '@fj/server-kit';
import { emptyBodySchema, type AccountSession, type AuthUser } from '@fj/contracts';
import type { BffDb } from '../db';
import { sha256 } from '../auth/tokens';

/** A session's id as Settings knows it: never the session id itself (that is the cookie's secret). */
export const publicSessionId = (sid: string) => sha256(`session:${sid}`).slice(0, 32);

/**
 * This account's sessions (docs/decisions/3004-sessions-you-can-see-and-end.md): listed with the device, first and last
 * seen, the asking one marked; one ended, or every one but this ('Sign out everywhere else'). A session ends by its
 * row's deletion: the table's trigger notifies every BFF instance, whose caches drop it before their next request
 * (decision 0701).
 */
export function accountSessionsRouter(db: BffDb) {
  const router = Router();
  const userOf = (req: Request) => req.user as AuthUser;

  const sessionsOf = (userId: string) =>
    db.session.findMany({
      where: { userId, expire: { gt: new Date() } },
      select: { sid: true, device: true, createdAt: true, lastSeenAt: true },
      orderBy: { lastSeenAt: 'desc' },
    });

  router.get('/api/account/sessions', async (req: Request, res: Response) => {
    const rows = await sessionsOf(userOf(req).id);
    const sessions: AccountSession[] = rows
      .map((row) => ({
        id: publicSessionId(row.sid),
        device: row.device ?? 'An unknown device',
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.sid === req.sessionID,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
    res.json({ sessions });
  });

  router.delete('/api/account/sessions/:id', async (req: Request, res: Response) => {
    const id = String(req.params.id);
    const row = (await sessionsOf(userOf(req).id)).find((s) => publicSessionId(s.sid) === id);
    if (!row) throw notFound('Session');
    await db.session.deleteMany({ where: { sid: row.sid, userId: userOf(req).id } });
    if (row.sid !== req.sessionID) return void res.status(204).end();
    // Ending this very session is signing out here.
    req.session.destroy(() => void res.status(204).end());
  });

  router.post('/api/account/sessions/sign-out-others', async (req: Request, res: Response) => {
    parse(emptyBodySchema, req.body ?? {});
    const { count } = await db.session.deleteMany({ where: { userId: userOf(req).id, sid: { not: req.sessionID } } });
    res.json({ ended: count });
  });

  return router;
}
