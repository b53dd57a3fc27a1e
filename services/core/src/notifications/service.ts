import { Prisma, type Db } from '@fj/db';
import {
  NOTIFICATION_PAGE_SIZE,
  type InboxNotification,
  type MarkNotificationsRead,
  type NotificationPage,
} from '@fj/contracts';
import { decodeCursor, encodeCursor, notFound } from '@fj/server-kit';
import { z } from 'zod';

/**
 * The inbox (decision 1601): broadcasts are stored once (AdminMessage) and merged at read time with the user's own
 * notifications. A broadcast is read when the user has a NotificationRead row for it, when it is older than the
 * user's "mark all read" watermark, or when it was sent before the account existed (history is not news).
 */

type Row = {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  type: string | null;
  priority: number | null;
  read: boolean;
  createdAt: Date;
};
const cursorSchema = z.tuple([z.number().int(), z.string().max(100)]);

export async function listNotifications(db: Db, userId: string, cursor?: string): Promise<NotificationPage> {
  const after = cursor
    ? decodeCursor(cursor, cursorSchema, 'This page link has expired. Please reload the list.')
    : null;
  const limit = NOTIFICATION_PAGE_SIZE + 1;
  const rows = await db.$queryRaw<Row[]>`
    WITH me AS (
      SELECT u."createdAt" AS joined, i."readAllBefore" AS watermark
      FROM "User" u LEFT JOIN "NotificationInbox" i ON i."userId" = u.id WHERE u.id = ${userId}
    )
    SELECT * FROM (
      (SELECT m.id, 'admin' AS kind, m.title, m.content AS body, '/' AS url, m.type, m.priority, m."createdAt",
              (r."userId" IS NOT NULL OR m."createdAt" <= me.joined OR m."createdAt" <= coalesce(me.watermark, '-infinity')) AS read
         FROM "AdminMessage" m CROSS JOIN me
         LEFT JOIN "NotificationRead" r ON r."adminMessageId" = m.id AND r."userId" = ${userId}
        WHERE TRUE ${after ? Prisma.sql`AND (m."createdAt", m.id) < (${new Date(after[0])}, ${after[1]})` : Prisma.empty}
        ORDER BY m."createdAt" DESC, m.id DESC LIMIT ${limit})
      UNION ALL
      (SELECT n.id, n.kind, n.title, n.body, n.url, NULL, NULL, n."createdAt",
              (n."readAt" IS NOT NULL OR n."createdAt" <= coalesce(me.watermark, '-infinity')) AS read
         FROM "Notification" n CROSS JOIN me
        WHERE n."userId" = ${userId} ${after ? Prisma.sql`AND (n."createdAt", n.id) < (${new Date(after[0])}, ${after[1]})` : Prisma.empty}
        ORDER BY n."createdAt" DESC, n.id DESC LIMIT ${limit})
    ) inbox
    ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`;
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: page.map((r): InboxNotification => ({
      id: r.id,
      kind: r.kind as InboxNotification['kind'],
      title: r.title,
      body: r.body,
      url: r.url,
      type: r.type as InboxNotification['type'],
      priority: r.priority,
      read: r.read,
      createdAt: r.createdAt.toISOString(),
    })),
    unreadCount: await unreadCount(db, userId),
    nextCursor: rows.length > NOTIFICATION_PAGE_SIZE && last ? encodeCursor([last.createdAt.getTime(), last.id]) : null,
  };
}

/** Unread = newer than both the account and the watermark, and not read one by one. Index-backed on both tables. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ count: number }>>`
    WITH me AS (
      SELECT greatest(u."createdAt", coalesce(i."readAllBefore", '-infinity')) AS since, i."readAllBefore" AS watermark
      FROM "User" u LEFT JOIN "NotificationInbox" i ON i."userId" = u.id WHERE u.id = ${userId}
    )
    SELECT ((SELECT count(*) FROM "AdminMessage" m, me WHERE m."createdAt" > me.since
               AND NOT EXISTS (SELECT 1 FROM "NotificationRead" r WHERE r."userId" = ${userId} AND r."adminMessageId" = m.id))
          + (SELECT count(*) FROM "Notification" n, me WHERE n."userId" = ${userId} AND n."readAt" IS NULL
               AND n."createdAt" > coalesce(me.watermark, '-infinity')))::int AS count`;
  return row?.count ?? 0;
}

/**
 * Marks some notifications, or everything up to now, as read. An id that is neither a broadcast nor one of the
 * caller's own notifications is a 404 and nothing is marked. Reading a broadcast counts toward the admin's
 * Engagement Rate (lastAdminReadAt).
 */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  input: MarkNotificationsRead,
  now = new Date(),
): Promise<{ unreadCount: number }> {
  await db.$transaction(async (tx) => {
    if ('all' in input) {
      const unreadBroadcasts = await unreadBroadcastCount(tx, userId);
      await tx.notificationInbox.upsert({
        where: { userId },
        create: { userId, readAllBefore: now, lastAdminReadAt: unreadBroadcasts ? now : null },
        update: { readAllBefore: now, ...(unreadBroadcasts ? { lastAdminReadAt: now } : {}) },
      });
      return;
    }
    const ids = [...new Set(input.ids)];
    const [broadcasts, own] = await Promise.all([
      tx.adminMessage.findMany({ where: { id: { in: ids } }, select: { id: true } }),
      tx.notification.findMany({ where: { id: { in: ids }, userId }, select: { id: true } }),
    ]);
    if (broadcasts.length + own.length !== ids.length) throw notFound('Notification');
    if (own.length)
      await tx.notification.updateMany({
        where: { id: { in: own.map((n) => n.id) }, userId, readAt: null },
        data: { readAt: now },
      });
    if (broadcasts.length) {
      await tx.notificationRead.createMany({
        data: broadcasts.map((b) => ({ userId, adminMessageId: b.id, readAt: now })),
        skipDuplicates: true,
      });
      await tx.notificationInbox.upsert({
        where: { userId },
        create: { userId, lastAdminReadAt: now },
        update: { lastAdminReadAt: now },
      });
    }
  });
  return { unreadCount: await unreadCount(db, userId) };
}

async function unreadBroadcastCount(tx: Prisma.TransactionClient, userId: string): Promise<number> {
  const [row] = await tx.$queryRaw<Array<{ count: number }>>`
    SELECT count(*)::int AS count FROM "AdminMessage" m, "User" u LEFT JOIN "NotificationInbox" i ON i."userId" = u.id
     WHERE u.id = ${userId} AND m."createdAt" > greatest(u."createdAt", coalesce(i."readAllBefore", '-infinity'))
       AND NOT EXISTS (SELECT 1 FROM "NotificationRead" r WHERE r."userId" = ${userId} AND r."adminMessageId" = m.id)`;
  return row?.count ?? 0;
}
