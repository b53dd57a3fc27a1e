import { Router } from 'express';
import { identityOf } from './app';

/**
 * One feature's part of a service's `GET /api/account/export`: its key in the file and the caller's rows (one query,
 * scoped to `userId`). Each service keeps a short list of these, one per feature, in `src/account/exporters.ts`.
 */
export interface AccountExporter<Db> {
  name: string;
  rows: (db: Db, userId: string) => Promise<unknown>;
}

/** Runs the reads in one consistent, read-only snapshot (e.g. a REPEATABLE READ transaction). */
export type ExportSnapshot<Db> = <T>(read: (db: Db) => Promise<T>) => Promise<T>;

/**
 * `GET /api/account/export` of one service: `{ "<feature>": rows, … }` for the caller (GDPR access and portability).
 * The BFF puts every service's answer into one file (docs/decisions/1403-account-export-and-deletion.md). Features
 * are read in one snapshot and written one after another as each is read, so memory holds one feature at a time.
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
          const rows = await exporter.rows(db, userId);
          if (i === 0) res.status(200).type('json').write('{');
          res.write(`${i ? ',' : ''}${JSON.stringify(exporter.name)}:${JSON.stringify(rows ?? null)}`);
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
