import { Prisma, type Db } from '@fj/db';
import type {
  ContentPlan,
  ContentPlanFilter,
  ContentPlanStatus,
  ContentType,
  CreateContentPlan,
  UpdateContentPlan,
} from '@fj/contracts';
import { notFound } from '@fj/server-kit';
import { deleteOwned, editOwned, isForeignKeyViolation, orNotFound, recordId } from '../lib/ownership';
import { isoDateTime, isoDateTimeOrNull } from '../lib/serialize';
import { sqlAnd } from '../lib/sql';
import { assertOwnSocialAccount } from './social-account-ownership';

type ContentPlanRow = {
  id: string;
  businessId: string | null;
  accountId: string | null;
  title: string;
  description: string | null;
  contentType: string;
  scheduledDate: Date | null;
  isCompleted: boolean;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
const COLUMNS = Prisma.sql`"id", "businessId", "accountId", "title", "description", "contentType", "scheduledDate", "isCompleted", "completedAt", "createdAt", "updatedAt"`;
const select = {
  id: true,
  businessId: true,
  accountId: true,
  title: true,
  description: true,
  contentType: true,
  scheduledDate: true,
  isCompleted: true,
  completedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** No date → a draft; dated → scheduled until completed, then published. */
export const contentPlanStatus = (row: { scheduledDate: Date | null; isCompleted: boolean }): ContentPlanStatus =>
  row.scheduledDate === null ? 'draft' : row.isCompleted ? 'published' : 'scheduled';

export function toContentPlan(row: ContentPlanRow): ContentPlan {
  return {
    id: row.id,
    businessId: row.businessId,
    accountId: row.accountId,
    title: row.title,
    description: row.description,
    contentType: row.contentType as ContentType,
    scheduledDate: isoDateTimeOrNull(row.scheduledDate),
    status: contentPlanStatus(row),
    isCompleted: row.isCompleted,
    completedAt: isoDateTimeOrNull(row.completedAt),
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
  };
}

/** The caller's time zone inside a statement (Settings.timeZone, UTC until the browser has sent one). */
export const userTimeZoneSql = (userId: string) =>
  Prisma.sql`COALESCE((SELECT "timeZone" FROM "Settings" WHERE "userId" = ${userId}), 'UTC')`;

const STATUS_FILTERS: Record<ContentPlanStatus, Prisma.Sql> = {
  draft: Prisma.sql`AND "scheduledDate" IS NULL`,
  scheduled: Prisma.sql`AND "scheduledDate" IS NOT NULL AND NOT "isCompleted"`,
  published: Prisma.sql`AND "scheduledDate" IS NOT NULL AND "isCompleted"`,
};

/**
 * One statement (two with a business filter, run together: the business must be the caller's, else 404). Days
 * (`from`/`to`) are the caller's calendar days: local midnight in Settings.timeZone, converted by PostgreSQL, so a
 * plan at 00:30 in Auckland is on that Auckland day whatever UTC says. Newest scheduled first, drafts first (NULL sorts
 * first in DESC), keyset-paged with `before` (the id of the last plan already shown) on the list index.
 */
export async function listContentPlans(db: Db, userId: string, query: ContentPlanFilter): Promise<ContentPlan[]> {
  const businessId = query.businessId === undefined ? undefined : recordId(query.businessId, 'Business');
  const before = query.before === undefined ? undefined : recordId(query.before, 'Content plan');
  const zone = userTimeZoneSql(userId);
  const filters: Prisma.Sql[] = [];
  if (businessId) filters.push(Prisma.sql`AND "businessId" = ${businessId}`);
  if (query.from)
    filters.push(Prisma.sql`AND "scheduledDate" >= (${query.from}::date::timestamp AT TIME ZONE ${zone})`);
  if (query.to)
    filters.push(Prisma.sql`AND "scheduledDate" < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  if (query.status) filters.push(STATUS_FILTERS[query.status]);
  if (before) {
    filters.push(Prisma.sql`AND "scheduledDate" IS NOT NULL AND ("scheduledDate", "createdAt", "id") <
      (SELECT "scheduledDate", "createdAt", "id" FROM "ContentPlan" WHERE "id" = ${before} AND "userId" = ${userId})`);
  }
  const list = db.$queryRaw<ContentPlanRow[]>`
    SELECT ${COLUMNS} FROM "ContentPlan"
    WHERE "userId" = ${userId} ${sqlAnd(filters)}
    ORDER BY "scheduledDate" DESC NULLS FIRST, "createdAt" DESC, "id" DESC
    LIMIT ${query.limit}`;
  const [rows, business] = await Promise.all([
    list,
    businessId ? db.business.count({ where: { id: businessId, userId } }) : 1,
  ]);
  if (business === 0) throw notFound('Business');
  return rows.map(toContentPlan);
}

/**
 * One INSERT. A business that is not the caller's fails the composite foreign key (businessId, userId) → 404; an
 * accountId is checked first (today: always refused, see social-account-ownership.ts) — nothing is written either way.
 */
export async function createContentPlan(db: Db, userId: string, input: CreateContentPlan): Promise<ContentPlan> {
  const businessId = input.businessId === null ? null : recordId(input.businessId, 'Business');
  await assertOwnSocialAccount(db, userId, input.accountId);
  const row = await orNotFound('Business', () =>
    db.contentPlan.create({
      data: {
        userId,
        businessId,
        accountId: input.accountId,
        title: input.title,
        description: input.description,
        contentType: input.contentType,
        scheduledDate: input.scheduledDate,
      },
      select,
    }),
  );
  return toContentPlan(row);
}

/**
 * One UPDATE scoped to the caller (no row → 404) and, when given, to the version the edit started from (else 412 with
 * the plan as it is now, decision 2603); every change moves updatedAt. completedAt is the server's: now() when the plan becomes completed
 * (a plan already completed keeps its time), cleared when reopened. Fields the body left out keep their value.
 * Moving the plan to a business that is not the caller's fails the composite foreign key → 404, nothing changed.
 */
export async function updateContentPlan(
  db: Db,
  userId: string,
  id: string,
  input: UpdateContentPlan,
  base?: Date,
): Promise<ContentPlan> {
  const { isCompleted, title, description, contentType, scheduledDate, accountId, businessId } = input;
  if (businessId) recordId(businessId, 'Business');
  await assertOwnSocialAccount(db, userId, accountId);
  const sets = [
    Prisma.sql`"isCompleted" = ${isCompleted}`,
    Prisma.sql`"completedAt" = ${isCompleted ? Prisma.sql`COALESCE("completedAt", now())` : Prisma.sql`NULL`}`,
    Prisma.sql`"updatedAt" = now()`,
  ];
  if (title !== undefined) sets.push(Prisma.sql`"title" = ${title}`);
  if (description !== undefined) sets.push(Prisma.sql`"description" = ${description}`);
  if (contentType !== undefined) sets.push(Prisma.sql`"contentType" = ${contentType}`);
  if (scheduledDate !== undefined) sets.push(Prisma.sql`"scheduledDate" = ${scheduledDate}`);
  if (accountId !== undefined) sets.push(Prisma.sql`"accountId" = ${accountId}`);
  if (businessId !== undefined) sets.push(Prisma.sql`"businessId" = ${businessId}`);
  const sameVersion = base ? Prisma.sql`AND "updatedAt" = ${base}` : Prisma.empty;
  return editOwned(
    'Content plan',
    base,
    async () => {
      try {
        const [row] = await db.$queryRaw<ContentPlanRow[]>`
          UPDATE "ContentPlan" SET ${Prisma.join(sets, ', ')}
          WHERE "id" = ${id} AND "userId" = ${userId} ${sameVersion}
          RETURNING ${COLUMNS}`;
        return row && toContentPlan(row);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw notFound('Business');
        throw err;
      }
    },
    async () => {
      const row = await db.contentPlan.findFirst({ where: { id, userId }, select });
      return row && toContentPlan(row);
    },
  );
}

export async function deleteContentPlan(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Content plan', () => db.contentPlan.deleteMany({ where: { id, userId } }));
}
