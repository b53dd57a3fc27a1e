import { Router } from 'express';
import { identityOf } from './app';

/**
 * One feature's part of a service's `GET /api/account/export`: its key in the file and the caller's rows (one query,
 * scoped to `userId`). Each service keeps a short list of these, one per feature, in `src/account/exporters.ts`.
 */
export interface AccountExporter<Db> {
  name: string;
  /** The rows at once (a small feature), or page by page (`inPages`: a list that grows with the account). */
  rows: (db: Db, userId: string) => Promise<unknown> | AsyncIterable<unknown[]>;
}

/** Rows per page of a paged feature. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * A growing list read in pages of `pageSize`, each after the last id of the one before (the read orders by a unique
 * key ending in `id` and applies the `afterId` cursor), so an export holds one page at a time however large the
 * account.
 */
export async function* inPages<T extends { id: string }>(
  readPage: (afterId: string | undefined, take: number) => Promise<T[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncIterable<T[]> {
  let afterId: string | undefined;
  for (;;) {
    const page = await readPage(afterId, pageSize);
    if (page.length) yield page;
    if (page.length < pageSize) return;
    afterId = page[page.length - 1].id;
  }
}

const drained = (res: import('express').Response) =>
  new Promise<void>((resolve) => {
    res.once('drain', resolve);
    res.once('close', resolve);
  });

const isPaged = (value: unknown): value is AsyncIterable<unknown[]> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** Runs the reads in one consistent, read-only snapshot (e.g. a REPEATABLE READ transaction). */
export type ExportSnapshot<Db> = <T>(read: (db: Db) => Promise<T>) => Promise<T>;

/**
 * `GET /api/account/export` of one service: `{ "<feature>": rows, … }` for the caller (GDPR access and portability).
 * The BFF puts every service's answer into one archive (docs/decisions/1403-account-export-and-deletion.md, 2706).
 * Features are read in one snapshot and written one after another as each is read, so memory holds one feature (or
 * one page of a paged one) at a time.
 * A failure after the first byte aborts the response: a cut-off export must never look complete.
 */
export function accountExportRouter<Db>(
  exporters: ReadonlyArray<AccountExporter<Db>>,
  snapshot: ExportSnapshot<Db>,
): Router {
  const names = exporters.map((e) => e.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new Error(`account export: two exporters are called "${duplicate}"`);
  const router = Router();
  router.get('/account/export', async (req, res) => {
    const { userId } = identityOf(req);
    try {
      await snapshot(async (db) => {
        for (const [i, exporter] of exporters.entries()) {
          const read = exporter.rows(db, userId);
          const rows = isPaged(read) ? read : await read;
          if (i === 0) res.status(200).type('json').write('{');
          const key = `${i ? ',' : ''}${JSON.stringify(exporter.name)}:`;
          if (!isPaged(rows)) {
            res.write(`${key}${JSON.stringify(rows ?? null)}`);
            continue;
          }
          res.write(`${key}[`);
          let first = true;
          for await (const page of rows) {
            const text = page.map((row) => JSON.stringify(row)).join(',');
            // The browser-side reader is slower than the database: wait for it rather than buffer pages.
            if (!res.write(`${first ? '' : ','}${text}`)) await drained(res);
            if (res.destroyed) throw new Error('the gateway went away');
            first = false;
          }
          res.write(']');
        }
      });
    } catch (err) {
      if (!res.headersSent) throw err;
      return void res.destroy(err as Error);
    }
    if (!res.headersSent) return void res.json({});
    res.end('}');
  });
  return router;
}
