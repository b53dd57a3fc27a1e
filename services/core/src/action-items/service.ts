import { Prisma, type Db } from '@fj/db';
import type { ActionItem, ActionItemStatus, CreateActionItem, Priority, UpdateActionItem } from '@fj/contracts';
import { notFound } from '@fj/server-kit';
import { deleteOwned, editOwned, orNotFound, recordId } from '../lib/ownership';
import { dateColumn, isoDateOrNull, isoDateTime, isoDateTimeOrNull } from '../lib/serialize';

const select = {
  id: true,
  businessId: true,
  title: true,
  description: true,
  priority: true,
  dueDate: true,
  assignedTo: true,
  status: true,
  completedAt: true,
  createdAt: true,
  updatedAt: true,
  meeting: { select: { id: true, title: true } },
} as const;
type ActionItemRow = {
  id: string;
  businessId: string;
  title: string;
  description: string | null;
  priority: string;
  dueDate: Date | null;
  assignedTo: string | null;
  status: string;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  meeting: { id: string; title: string } | null;
};
const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

export function toActionItem(row: ActionItemRow): ActionItem {
  return {
    id: row.id,
    businessId: row.businessId,
    title: row.title,
    description: row.description,
    priority: row.priority as Priority,
    dueDate: isoDateOrNull(row.dueDate),
    assignedTo: row.assignedTo,
    status: row.status as ActionItemStatus,
    completedAt: isoDateTimeOrNull(row.completedAt),
    createdAt: isoDateTime(row.createdAt),
    updatedAt: isoDateTime(row.updatedAt),
    meeting: row.meeting,
  };
}

/** One query through the caller's business (404 if it is not theirs), newest first. */
export async function listActionItems(db: Db, userId: string, businessId: string): Promise<ActionItem[]> {
  const business = await db.business.findFirst({
    where: { id: recordId(businessId, 'Business'), userId },
    select: { actionItems: { orderBy: [...newestFirst], select } },
  });
  if (!business) throw notFound('Business');
  return business.actionItems.map(toActionItem);
}

/** One INSERT with status 'todo'; a business that is not the caller's fails the composite foreign key → 404. */
export async function createActionItem(db: Db, userId: string, input: CreateActionItem): Promise<ActionItem> {
  const businessId = recordId(input.businessId, 'Business');
  const { title, description, priority, dueDate, assignedTo } = input;
  const row = await orNotFound('Business', () =>
    db.businessActionItem.create({
      data: {
        businessId,
        userId,
        title,
        description,
        priority,
        assignedTo,
        dueDate: dueDate === null ? null : dateColumn(dueDate),
        status: 'todo',
      },
      select,
    }),
  );
  return toActionItem(row);
}

/**
 * One UPDATE scoped to the caller, and to the version the edit started from when given (else 412, decision 2603);
 * every change moves updatedAt. completedAt is the server's: set to now() when the item becomes completed
 * (an already completed item keeps its time), cleared otherwise. A client-sent completedAt is ignored. Fields the
 * body left out (undefined here) keep their stored value.
 */
export async function updateActionItem(
  db: Db,
  userId: string,
  id: string,
  input: UpdateActionItem,
  base?: Date,
): Promise<ActionItem> {
  const { status, title, description, priority, dueDate, assignedTo } = input;
  const sets = [
    Prisma.sql`"status" = ${status}`,
    Prisma.sql`"completedAt" = ${status === 'completed' ? Prisma.sql`COALESCE(i."completedAt", now())` : Prisma.sql`NULL`}`,
    Prisma.sql`"updatedAt" = now()`,
  ];
  if (title !== undefined) sets.push(Prisma.sql`"title" = ${title}`);
  if (description !== undefined) sets.push(Prisma.sql`"description" = ${description}`);
  if (priority !== undefined) sets.push(Prisma.sql`"priority" = ${priority}`);
  if (dueDate !== undefined) sets.push(Prisma.sql`"dueDate" = ${dueDate}::date`);
  if (assignedTo !== undefined) sets.push(Prisma.sql`"assignedTo" = ${assignedTo}`);
  const sameVersion = base ? Prisma.sql`AND i."updatedAt" = ${base}` : Prisma.empty;
  return editOwned(
    'Action item',
    base,
    async () => {
      const [updated] = await db.$queryRaw<
        (Omit<ActionItemRow, 'meeting'> & { meetingId: string | null; meetingTitle: string | null })[]
      >`
        UPDATE "BusinessActionItem" AS i SET ${Prisma.join(sets, ', ')}
        WHERE i."id" = ${recordId(id, 'Action item')} AND i."userId" = ${userId} ${sameVersion}
        RETURNING i."id", i."businessId", i."title", i."description", i."priority", i."dueDate", i."assignedTo",
          i."status", i."completedAt", i."createdAt", i."updatedAt", i."meetingId",
          (SELECT m."title" FROM "MeetingNote" m WHERE m."id" = i."meetingId") AS "meetingTitle"`;
      if (!updated) return undefined;
      const { meetingId, meetingTitle, ...row } = updated;
      return toActionItem({
        ...row,
        meeting: meetingId === null ? null : { id: meetingId, title: meetingTitle ?? '' },
      });
    },
    async () => {
      const row = await db.businessActionItem.findFirst({ where: { id, userId }, select });
      return row && toActionItem(row);
    },
  );
}

export async function deleteActionItem(db: Db, userId: string, id: string): Promise<void> {
  await deleteOwned('Action item', () => db.businessActionItem.deleteMany({ where: { id, userId } }));
}
