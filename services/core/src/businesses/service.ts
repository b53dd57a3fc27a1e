import type { Db } from '@fj/db';
import {
  FREE_PLAN_BUSINESS_LIMIT,
  FREE_PLAN_LIMIT_MESSAGE,
  type Business,
  type BusinessColor,
  type BusinessDetail,
  type CreateBusiness,
  type ReorderBusinesses,
  type UpdateBusiness,
} from '@fj/contracts';
import { forbidden, notFound, type Identity } from '@fj/server-kit';
import { deleteOwned, orNotFound, recordId } from '../lib/ownership';
import { isoDate, isoDateTime, money, moneyOrNull } from '../lib/serialize';

export const businessSelect = {
  id: true,
  name: true,
  description: true,
  color: true,
  sortOrder: true,
  createdAt: true,
} as const;
type BusinessRow = {
  id: string;
  name: string;
  description: string | null;
  color: string;
  sortOrder: number;
  createdAt: Date;
};

export function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color as BusinessColor,
    sortOrder: row.sortOrder,
    createdAt: isoDateTime(row.createdAt),
  };
}

/** The caller's businesses by sortOrder, then creation (one query on (userId, sortOrder, createdAt)). */
export async function listBusinesses(db: Db, userId: string): Promise<Business[]> {
  const rows = await db.business.findMany({
    where: { userId },
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: businessSelect,
  });
  return rows.map(toBusiness);
}

/**
 * One business with its dashboard header figures: two queries whatever the row counts, run together —
 * the business with its latest metric and child counts (LATERAL joins), and the revenue sum.
 */
export async function getBusinessDetail(db: Db, userId: string, id: string): Promise<BusinessDetail> {
  const [row, revenue] = await Promise.all([
    db.business.findFirst({
      where: { id, userId },
      select: {
        ...businessSelect,
        metrics: { orderBy: { date: 'desc' }, take: 1, select: { date: true, revenue: true, clients: true } },
        _count: { select: { meetingNotes: true, actionItems: true, growthIdeas: true } },
      },
    }),
    db.businessMetric.aggregate({ where: { businessId: id, userId }, _sum: { revenue: true } }),
  ]);
  if (!row) throw notFound('Business');
  const latest = row.metrics[0];
  return {
    ...toBusiness(row),
    stats: {
      totalRevenue: moneyOrNull(revenue._sum.revenue) ?? 0,
      totalClients: latest?.clients ?? 0,
      latestMetric: latest
        ? { date: isoDate(latest.date), revenue: money(latest.revenue), clients: latest.clients }
        : null,
      meetingCount: row._count.meetingNotes,
      actionItemCount: row._count.actionItems,
      growthIdeaCount: row._count.growthIdeas,
    },
  };
}

/**
 * Create a business at the end of the caller's list. The plan check and the insert run in one transaction that
 * first locks the caller's user row (FOR NO KEY UPDATE: it serialises concurrent creates by the same user but does
 * not block inserts elsewhere that merely reference the user). Under READ COMMITTED the count after the lock sees
 * every business committed before it, so two parallel creates on Free cannot both pass.
 */
export async function createBusiness(db: Db, identity: Identity, input: CreateBusiness): Promise<Business> {
  const { userId } = identity;
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
    if (locked.length === 0) throw notFound('User');
    const existing = await tx.business.aggregate({
      where: { userId },
      _count: { _all: true },
      _max: { sortOrder: true },
    });
    if (!identity.isPremium && existing._count._all >= FREE_PLAN_BUSINESS_LIMIT)
      throw forbidden(FREE_PLAN_LIMIT_MESSAGE);
    const row = await tx.business.create({
      data: {
        userId,
        name: input.name,
        description: input.description,
        color: input.color,
        sortOrder: (existing._max.sortOrder ?? -1) + 1,
      },
      select: businessSelect,
    });
    return toBusiness(row);
  });
}

/**
 * Apply new sortOrders, all or nothing, in one transaction that first locks the caller's user row — the same lock
 * `createBusiness` takes — so concurrent reorders (and creates) by one user run one after another instead of
 * locking business rows in different orders and deadlocking. One UPDATE … FROM unnest(…) scoped to the caller
 * applies the request; if it touched fewer rows than asked (an id that is not the caller's), the transaction rolls
 * back and the answer is 404. A second UPDATE then renumbers the caller's businesses 0…n-1 (ties go to the
 * businesses this request placed), so a reorder that names only some businesses can never leave two at one place.
 */
export async function reorderBusinesses(
  db: Db,
  userId: string,
  { businessUpdates }: ReorderBusinesses,
): Promise<Business[]> {
  const ids = businessUpdates.map((u) => recordId(u.id, 'Business'));
  const sortOrders = businessUpdates.map((u) => u.sortOrder);
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
    if (locked.length === 0) throw notFound('Business');
    const updated = await tx.$executeRaw`
      UPDATE "Business" AS b SET "sortOrder" = v."sortOrder"
      FROM unnest(${ids}::text[], ${sortOrders}::int[]) AS v("id", "sortOrder")
      WHERE b."id" = v."id" AND b."userId" = ${userId}`;
    if (updated !== businessUpdates.length) throw notFound('Business');
    await tx.$executeRaw`
      UPDATE "Business" AS b SET "sortOrder" = r."position"
      FROM (
        SELECT "id", (row_number() OVER (ORDER BY "sortOrder", ("id" = ANY(${ids}::text[])) DESC, "createdAt", "id") - 1)::int AS "position"
        FROM "Business" WHERE "userId" = ${userId}
      ) AS r
      WHERE b."id" = r."id" AND b."sortOrder" <> r."position"`;
  });
  return listBusinesses(db, userId);
}

/** One UPDATE … WHERE id AND "userId" (the caller's business, else 404); the position is left as it is. */
export async function updateBusiness(db: Db, userId: string, id: string, input: UpdateBusiness): Promise<Business> {
  const row = await orNotFound('Business', () =>
    db.business.update({
      where: { id, userId },
      data: { name: input.name, description: input.description, color: input.color },
      select: businessSelect,
    }),
  );
  return toBusiness(row);
}

/**
 * One DELETE … WHERE id AND "userId". Its metrics, meetings, action items and growth ideas go with it: their composite
 * foreign keys to the business are ON DELETE CASCADE, so the database removes them in the same statement.
 */
export async function deleteBusiness(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Business', () => db.business.deleteMany({ where: { id, userId } }));
}
