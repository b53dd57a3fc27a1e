import { Prisma, type Db } from '@fj/db';
import type {
  CreateUserActionItem,
  Priority,
  UpdateUserActionItem,
  UserActionItem,
  UserActionItemStatus,
} from '@fj/contracts';
import { knownTimeZone, todayIn } from '@fj/server-kit';
import { deleteOwned, editOwned, recordId } from '../lib/ownership';
import { isoDateOrNull, isoDateTime, isoDateTimeOrNull } from '../lib/serialize';

type Row = {
  id: string;
  title: string;
  description: string | null;
  priority: string;
  status: string;
  dueDate: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  timeZone: string | null;
  meetingId: string | null;
  meetingTitle: string | null;
};

/**
 * The columns every statement answers with, plus the caller's time zone (one uncorrelated sub-select, run once per
 * statement), so "overdue" is decided in the user's calendar without another query.
 */
const returning = (userId: string) => Prisma.sql`
  i."id", i."title", i."description", i."priority", i."status", i."dueDate", i."completedAt", i."createdAt", i."updatedAt",
  (SELECT "timeZone" FROM "Settings" WHERE "userId" = ${userId}) AS "timeZone",
  i."meetingId", (SELECT m."title" FROM "MeetingNote" m WHERE m."id" = i."meetingId") AS "meetingTitle"`;

/** Overdue = due before today (the user's) and not completed. */
export function toUserActionItem(row: Row, now = new Date()): UserActionItem {
  const dueDate = isoDateOrNull(row.dueDate);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as Priority,
    status: row.status as UserActionItemStatus,
    dueDate,
    completedAt: isoDateTimeOrNull(row.completedAt),
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
    isOverdue: dueDate !== null && row.status !== 'completed' && dueDate < todayIn(knownTimeZone(row.timeZone), now),
    meeting: row.meetingId === null ? null : { id: row.meetingId, title: row.meetingTitle ?? '' },
  };
}

/** completedAt follows the status: set when it becomes completed (kept if it already was), cleared otherwise. */
const completedAtFor = (status: UserActionItemStatus) =>
  status === 'completed' ? Prisma.sql`COALESCE(i."completedAt", now())` : Prisma.sql`NULL`;

/**
 * The caller's items in one query on (userId): still to do (pending, in progress, blocked) before done (completed,
 * cancelled); then soonest due (none last), most urgent, newest.
 */
export async function listUserActionItems(db: Db, userId: string): Promise<UserActionItem[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT ${returning(userId)} FROM "UserActionItem" AS i
    WHERE i."userId" = ${userId}
    ORDER BY i."status" IN ('completed', 'cancelled'), i."dueDate" ASC NULLS LAST,
      CASE i."priority" WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END, i."createdAt" DESC, i."id" DESC`;
  const now = new Date();
  return rows.map((row) => toUserActionItem(row, now));
}

export async function createUserActionItem(
  db: Db,
  userId: string,
  input: CreateUserActionItem,
): Promise<UserActionItem> {
  const { title, description, priority, status, dueDate } = input;
  const [row] = await db.$queryRaw<Row[]>`
    INSERT INTO "UserActionItem" AS i ("id", "userId", "title", "description", "priority", "status", "dueDate", "completedAt")
    VALUES (gen_random_uuid()::text, ${userId}, ${title}, ${description}, ${priority}, ${status}, ${dueDate}::date, ${status === 'completed' ? Prisma.sql`now()` : Prisma.sql`NULL`})
    RETURNING ${returning(userId)}`;
  return toUserActionItem(row);
}

/**
 * One UPDATE scoped to the caller (else 404), and to the version the edit started from when given (else 412 with the
 * item as it is now, decision 2603); fields the body left out keep their value, every change moves updatedAt.
 */
export async function updateUserActionItem(
  db: Db,
  userId: string,
  id: string,
  input: UpdateUserActionItem,
  base?: Date,
): Promise<UserActionItem> {
  const sets: Prisma.Sql[] = [Prisma.sql`"updatedAt" = now()`];
  if (input.title !== undefined) sets.push(Prisma.sql`"title" = ${input.title}`);
  if (input.description !== undefined) sets.push(Prisma.sql`"description" = ${input.description}`);
  if (input.priority !== undefined) sets.push(Prisma.sql`"priority" = ${input.priority}`);
  if (input.dueDate !== undefined) sets.push(Prisma.sql`"dueDate" = ${input.dueDate}::date`);
  if (input.status !== undefined)
    sets.push(Prisma.sql`"status" = ${input.status}`, Prisma.sql`"completedAt" = ${completedAtFor(input.status)}`);
  const sameVersion = base ? Prisma.sql`AND i."updatedAt" = ${base}` : Prisma.empty;
  return editOwned(
    'Action item',
    base,
    async () => {
      const [row] = await db.$queryRaw<Row[]>`
        UPDATE "UserActionItem" AS i SET ${Prisma.join(sets, ', ')}
        WHERE i."id" = ${recordId(id, 'Action item')} AND i."userId" = ${userId} ${sameVersion}
        RETURNING ${returning(userId)}`;
      return row && toUserActionItem(row);
    },
    async () => {
      const [row] = await db.$queryRaw<Row[]>`
        SELECT ${returning(userId)} FROM "UserActionItem" AS i WHERE i."id" = ${id} AND i."userId" = ${userId}`;
      return row && toUserActionItem(row);
    },
  );
}

export async function deleteUserActionItem(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Action item', () => db.userActionItem.deleteMany({ where: { id, userId } }));
}
