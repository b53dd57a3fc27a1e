import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import { ZipFile } from 'yazl';
import type { AuthUser } from '@fj/contracts';
import { IDENTITY_HEADER, logger, signIdentity } from '@fj/server-kit';
import { SERVICES, type ServiceName } from '../config';
import type { BffDb } from '../db';
import type { UserCache } from '../cache/user-cache';
import { ExportArchive } from './export-archive';
import { exportReadme } from './export-readme';

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

/** Writes `chunk` to an archive entry, waiting while the archive (and the browser behind it) is slower. */
function write(entry: PassThrough, chunk: string | Uint8Array, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('the browser went away'));
    if (entry.write(chunk)) return resolve();
    const gone = () => reject(new Error('the browser went away'));
    signal.addEventListener('abort', gone, { once: true });
    entry.once('drain', () => {
      signal.removeEventListener('abort', gone);
      resolve();
    });
  });
}

/**
 * GET /api/account/export: everything stored about the caller, as a ZIP archive streamed to the browser
 * (`Content-Disposition: attachment`; docs/decisions/1403-account-export-and-deletion.md, 2706-data-export-as-a-zip.md):
 * README.md; founder-journal.json — the account row and every service's own `GET /api/account/export` under the
 * service's name, complete and machine-readable as before; tables/*.csv for a spreadsheet; and each note, journal entry
 * and meeting as Markdown. The BFF asks every service at once, with the usual identity assertion; only when all of
 * them have answered 200 does it start the archive. Each service's answer streams into the JSON entry as it arrives
 * and, through a streaming parser, into the tables and Markdown (temporary files), so no account is ever held in
 * memory. A service failing mid-way aborts the download rather than ending an archive that looks complete.
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
    let archive: ExportArchive | undefined;
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
      archive = await ExportArchive.create();
      const exportedAt = new Date().toISOString();
      res.status(200);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="founder-journal-export-${exportedAt.slice(0, 10)}.zip"`,
      );
      const zip = new ZipFile();
      const sent = pipeline(zip.outputStream, res);
      // Text compresses well; the entries keep the export's time.
      const entry = { mtime: new Date(exportedAt), compress: true };
      zip.addBuffer(Buffer.from(exportReadme({ exportedAt, email: account.email })), 'README.md', entry);
      const json = new PassThrough();
      zip.addReadStream(json, 'founder-journal.json', entry);
      const put = (chunk: string | Uint8Array) => write(json, chunk, abort.signal);
      await put(`{"exportedAt":${JSON.stringify(exportedAt)},"account":${JSON.stringify(account)},"services":{`);
      for (const [i, service] of SERVICES.entries()) {
        await put(`${i ? ',' : ''}${JSON.stringify(service)}:`);
        const parser = archive.parserFor(service);
        const body: AsyncIterable<Uint8Array> = answers[i]!.body!;
        for await (const chunk of body) {
          await put(chunk);
          parser.write(chunk);
          await archive.flush();
        }
      }
      json.end('}}');
      await archive.addTo(zip);
      zip.end();
      await sent;
    } catch (err) {
      logger.warn({ service: 'bff', err }, 'account export cut off');
      if (!res.headersSent) return void res.status(502).json({ message: NOT_COMPLETE });
      res.destroy();
    } finally {
      clearTimeout(timer);
      await archive?.remove();
    }
  };
}
