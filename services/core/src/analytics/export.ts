import type { Response } from 'express';
import { Prisma, type Db } from '@fj/db';
import { METRICS_CSV_HEADER } from '@fj/contracts';
import { recordId } from '../lib/ownership';
import { isoDate } from '../lib/serialize';
import { sqlAnd } from '../lib/sql';
import { attachmentDisposition, csvRecord, notFound, slug } from '@fj/server-kit';

/** Rows per statement: memory stays flat however many years of metrics are exported. */
export const EXPORT_BATCH = 1000;

type ExportRow = { date: Date; businessId: string; name: string; revenue: string; clients: number };

/**
 * Streams the caller's recorded metrics as CSV (date, business, revenue, clients), oldest first, in keyset batches
 * on the (userId, date, businessId) index: one statement per 1,000 rows, each written before the next is read, with
 * back-pressure. Filters: one business (404 when it is not the caller's, checked before any byte is sent), and
 * from / to dates (inclusive). If the database fails mid-stream the response is cut off, so a client never takes a
 * truncated file for a complete one.
 */
export async function streamMetricsCsv(
  db: Db,
  userId: string,
  query: { businessId?: string; from?: string; to?: string },
  res: Response,
): Promise<void> {
  const businessId = query.businessId === undefined ? undefined : recordId(query.businessId, 'Business');
  let name = 'founder-journal';
  if (businessId) {
    const business = await db.business.findFirst({ where: { id: businessId, userId }, select: { name: true } });
    if (!business) throw notFound('Business');
    name = slug(business.name);
  }
  const filters: Prisma.Sql[] = [];
  if (businessId) filters.push(Prisma.sql`AND m."businessId" = ${businessId}`);
  if (query.from) filters.push(Prisma.sql`AND m."date" >= ${query.from}::date`);
  if (query.to) filters.push(Prisma.sql`AND m."date" <= ${query.to}::date`);

  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
  res.setHeader(
    'Content-Disposition',
    attachmentDisposition(`${name}-metrics-${query.from ?? 'start'}-to-${query.to ?? 'latest'}.csv`),
  );
  res.write(csvRecord(METRICS_CSV_HEADER));
  let after: ExportRow | undefined;
  try {
    for (;;) {
      const keyset = after
        ? Prisma.sql`AND (m."date", m."businessId") > (${isoDate(after.date)}::date, ${after.businessId})`
        : Prisma.empty;
      const rows = await db.$queryRaw<ExportRow[]>`
        SELECT m."date", m."businessId", b."name", m."revenue"::text AS "revenue", m."clients"
        FROM "BusinessMetric" m JOIN "Business" b ON b."id" = m."businessId"
        WHERE m."userId" = ${userId} ${sqlAnd(filters)} ${keyset}
        ORDER BY m."date", m."businessId"
        LIMIT ${EXPORT_BATCH}`;
      if (rows.length > 0) {
        const chunk = rows.map((r) => csvRecord([isoDate(r.date), r.name, r.revenue, r.clients])).join('');
        if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve));
      }
      if (rows.length < EXPORT_BATCH) break;
      after = rows[rows.length - 1];
    }
  } catch (err) {
    res.destroy(err as Error);
    return;
  }
  res.end();
}
