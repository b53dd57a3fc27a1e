import type { RequestHandler, Response } from 'express';
import type { AuthUser } from '@fj/contracts';
import { IDENTITY_HEADER, logger, signIdentity } from '@fj/server-kit';
import { SERVICES, type ServiceName } from '../config';
import type { BffDb } from '../db';
import type { UserCache } from '../cache/user-cache';

const EXPORT_TIMEOUT_MS = 60_000;
const NOT_COMPLETE =
  'Your data could not be collected from every part of Founder Journal, so nothing was downloaded. Please try again.';

/** The user row as stored, minus the password hash (a secret of ours, not the user's data), and its sign-in methods. */
const accountSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  isPremium: true,
  isAdmin: true,
  createdAt: true,
  updatedAt: true,
  // How the account signs in (docs/product.md#account-security): what a person can read back, never a secret (no
  // public key, two-step secret, recovery code, token or session id).
  passkeys: { select: { name: true, createdAt: true, lastUsedAt: true, backedUp: true } },
  twoFactor: { select: { enabledAt: true } },
  sessions: { select: { device: true, createdAt: true, lastSeenAt: true } },
} as const;

/** Writes `chunk`, waiting while the browser is slower than the services (no unbounded buffering). */
function write(res: Response, chunk: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    if (res.destroyed) return reject(new Error('the browser went away'));
    if (res.write(chunk)) return resolve();
    res.once('drain', resolve);
    res.once('close', () => reject(new Error('the browser went away')));
  });
}

/**
 * GET /api/account/export: everything stored about the caller, as one JSON file streamed to the browser
 * (`Content-Disposition: attachment`). The BFF asks every service for its own `GET /api/account/export` at once, with
 * the usual identity assertion; only when all of them have answered 200 does it start the file: the account row, then
 * each service's answer streamed through as it arrives, under the service's name. A service failing mid-way aborts the
 * download rather than ending a file that looks complete. docs/decisions/1403-account-export-and-deletion.md.
 */
export function accountExport(
  db: BffDb,
  serviceUrls: Record<ServiceName, string>,
  secret: Uint8Array,
  users: UserCache,
): RequestHandler {
  return async (req, res) => {
    const user = req.user as AuthUser | undefined;
    if (!user) return void res.status(401).json({ message: 'Unauthorized' });
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), EXPORT_TIMEOUT_MS);
    res.once('close', () => abort.abort());
    try {
      const [account, ...answers] = await Promise.all([
        db.user.findUnique({ where: { id: user.id }, select: accountSelect }),
        ...SERVICES.map(async (service) => {
          const token = await users.assertion(user, service, () =>
            signIdentity(
              { userId: user.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin },
              service,
              secret,
            ),
          );
          return fetch(`${serviceUrls[service]}/api/account/export`, {
            headers: { [IDENTITY_HEADER]: token },
            signal: abort.signal,
          }).catch(() => undefined);
        }),
      ]);
      if (!account) return void res.status(401).json({ message: 'Unauthorized' });
      const failed = SERVICES.filter((_s, i) => !answers[i]?.ok);
      if (failed.length) {
        logger.warn({ service: 'bff', failed }, 'account export: a service did not answer');
        await Promise.all(
          answers.map(async (a) => {
            await a?.body?.cancel().catch(() => undefined);
          }),
        );
        return void res.status(502).json({ message: NOT_COMPLETE });
      }
      const exportedAt = new Date().toISOString();
      res.status(200);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="founder-journal-export-${exportedAt.slice(0, 10)}.json"`,
      );
      await write(res, `{"exportedAt":${JSON.stringify(exportedAt)},"account":${JSON.stringify(account)},"services":{`);
      for (const [i, service] of SERVICES.entries()) {
        await write(res, `${i ? ',' : ''}${JSON.stringify(service)}:`);
        const body: AsyncIterable<Uint8Array> = answers[i]!.body!;
        for await (const chunk of body) await write(res, chunk);
      }
      res.end('}}');
    } catch (err) {
      logger.warn({ service: 'bff', err }, 'account export cut off');
      if (!res.headersSent) return void res.status(502).json({ message: NOT_COMPLETE });
      res.destroy();
    } finally {
      clearTimeout(timer);
    }
  };
}
