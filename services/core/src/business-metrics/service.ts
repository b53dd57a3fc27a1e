import type { Db } from '@fj/db';
import {
  metricDateTakenMessage,
  type BusinessMetric,
  type RecordBusinessMetric,
  type UpdateBusinessMetric,
} from '@fj/contracts';
import { conflict, notFound } from '@fj/server-kit';
import { deleteOwned, isUniqueViolation, orNotFound, recordId } from '../lib/ownership';
import { dateColumn, isoDate, isoDateTime, money } from '../lib/serialize';

const select = { id: true, businessId: true, date: true, revenue: true, clients: true, createdAt: true } as const;
type MetricRow = {
  id: string;
  businessId: string;
  date: Date;
  revenue: { toString(): string };
  clients: number;
  createdAt: Date;
};

export function toBusinessMetric(row: MetricRow): BusinessMetric {
  return {
    id: row.id,
    businessId: row.businessId,
    date: isoDate(row.date),
    revenue: money(row.revenue),
    clients: row.clients,
    createdAt: isoDateTime(row.createdAt),
  };
}

/** One query: the caller's business (else 404) with its metrics by date, joined laterally. */
export async function listBusinessMetrics(db: Db, userId: string, businessId: string): Promise<BusinessMetric[]> {
  const business = await db.business.findFirst({
    where: { id: recordId(businessId, 'Business'), userId },
    select: { metrics: { orderBy: { date: 'asc' }, select } },
  });
  if (!business) throw notFound('Business');
  return business.metrics.map(toBusinessMetric);
}

/**
 * Record a date's figures: one INSERT … ON CONFLICT (businessId, userId, date) DO UPDATE. The key includes the
 * caller, so it can only ever update the caller's row; a business that is not the caller's fails the composite
 * foreign key (businessId, userId) → 404.
 */
export async function recordBusinessMetric(
  db: Db,
  userId: string,
  input: RecordBusinessMetric,
): Promise<BusinessMetric> {
  const businessId = recordId(input.businessId, 'Business');
  const date = dateColumn(input.date);
  const row = await orNotFound('Business', () =>
    db.businessMetric.upsert({
      where: { businessId_userId_date: { businessId, userId, date } },
      create: { businessId, userId, date, revenue: input.revenue, clients: input.clients },
      update: { revenue: input.revenue, clients: input.clients },
      select,
    }),
  );
  return toBusinessMetric(row);
}

/**
 * Correct a recorded date: one UPDATE … WHERE id AND "userId" (else 404). Moving the figures onto a date that already
 * has a record hits the unique (businessId, userId, date) key → 409, and nothing changes.
 */
export async function updateBusinessMetric(
  db: Db,
  userId: string,
  id: string,
  input: UpdateBusinessMetric,
): Promise<BusinessMetric> {
  try {
    const row = await orNotFound('Business metric', () =>
      db.businessMetric.update({
        where: { id, userId },
        data: { date: dateColumn(input.date), revenue: input.revenue, clients: input.clients },
        select,
      }),
    );
    return toBusinessMetric(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(metricDateTakenMessage(input.date));
    throw err;
  }
}

export async function deleteBusinessMetric(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Business metric', () => db.businessMetric.deleteMany({ where: { id, userId } }));
}
