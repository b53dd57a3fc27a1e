import type { Db } from '@fj/db';
import type { AdminMessage, AdminStats, BroadcastRecipients, CreateAdminMessage } from '@fj/contracts';
import { createAdminMessageSchema, broadcastFanOutJob } from '@fj/contracts';
import { enqueueJob } from '@fj/server-kit/jobs';
import { isoDateTime } from '../lib/serialize';

type Row = {
  id: string;
  title: string;
  content: string;
  type: string;
  priority: number;
  createdAt: Date;
  delivered: number;
  failed: number;
};
const toMessage = (row: Row): AdminMessage => ({
  ...row,
  type: row.type as AdminMessage['type'],
  createdAt: isoDateTime(row.createdAt),
});
const select = {
  id: true,
  title: true,
  content: true,
  type: true,
  priority: true,
  createdAt: true,
  delivered: true,
  failed: true,
} as const;

/** Every broadcast, newest first (the admin's Recent Messages). */
export async function listAdminMessages(db: Db): Promise<AdminMessage[]> {
  const rows = await db.adminMessage.findMany({ select, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toMessage);
}

/**
 * Stores the broadcast once and, in the same transaction, enqueues its fan-out: the answer does not wait for
 * delivery, and a message is never delivered unless it was stored (decision 1601).
 */
export async function createAdminMessage(
  db: Db,
  adminId: string,
  input: ReturnType<typeof createAdminMessageSchema.parse>,
): Promise<AdminMessage> {
  const row = await db.$transaction(async (tx) => {
    const message = await tx.adminMessage.create({ data: { ...input, createdBy: adminId }, select });
    await enqueueJob(tx, broadcastFanOutJob, { adminMessageId: message.id });
    return message;
  });
  return toMessage(row);
}
export type { CreateAdminMessage };

/** A broadcast is stored once and reaches every account's inbox (decision 1601): the preview's count. */
export async function broadcastRecipients(db: Db): Promise<BroadcastRecipients> {
  return { recipients: await db.user.count() };
}

export const ENGAGEMENT_WINDOW_DAYS = 30;

/**
 * The admin's stat cards, all real: users, broadcasts sent, the share of users who read at least one broadcast
 * in the last 30 days (null — shown as '—' — when there are no users or no broadcasts to read), and the background
 * jobs of any service given up after their last attempt (the job queue's dead letters, decision 2905).
 */
export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const since = new Date(now.getTime() - ENGAGEMENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [totalUsers, messagesSent, readers, [dead]] = await Promise.all([
    db.user.count(),
    db.adminMessage.count(),
    db.notificationInbox.count({ where: { lastAdminReadAt: { gte: since } } }),
    db.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM graphile_worker.jobs WHERE attempts >= max_attempts`,
  ]);
  return {
    totalUsers,
    messagesSent,
    engagementRate: totalUsers && messagesSent ? readers / totalUsers : null,
    failedJobs: dead.count,
  };
}
