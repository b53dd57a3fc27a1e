import type { Db } from '@fj/db';
import {
  broadcastFanOutJob,
  deliverNotificationsJob,
  notifyUsersJob,
  sendDigestJob,
  sendHeldPushJob,
  weeklyDigestTickJob,
} from '@fj/contracts';
import { enqueueJobs, jobHandler, type JobHandler } from '@fj/server-kit/jobs';
import { deliverBatch, fanOutBroadcast, sendDigest, sendHeldPush } from './deliver';
import { sendWeeklySummaries } from './weekly-summary';

/** Core's job handlers: broadcast fan-out and delivery (decision 1601). */
export function notificationJobHandlers(db: Db): JobHandler[] {
  return [
    jobHandler(broadcastFanOutJob, (p) => fanOutBroadcast(db, p.adminMessageId, p.afterUserId)),
    jobHandler(deliverNotificationsJob, (p) => deliverBatch(db, p)),
    jobHandler(sendHeldPushJob, (p) => sendHeldPush(db, p)),
    jobHandler(sendDigestJob, (p) => sendDigest(db, p.userId)),
    jobHandler(weeklyDigestTickJob, async () => void (await sendWeeklySummaries(db))),
    // Another service's notification: core writes the inbox rows (one per recipient), then delivers them.
    jobHandler(notifyUsersJob, async (p) => {
      await db.$transaction(async (tx) => {
        // Accounts deleted since the job was enqueued are skipped (not retried).
        const users = await tx.user.findMany({ where: { id: { in: p.userIds } }, select: { id: true } });
        if (!users.length) return;
        const rows = await tx.notification.createManyAndReturn({
          data: users.map(({ id: userId }) => ({ userId, kind: p.kind, title: p.title, body: p.body, url: p.url })),
          select: { id: true, userId: true },
        });
        await enqueueJobs(tx, deliverNotificationsJob, [
          { notificationIds: rows.map((r) => r.id), userIds: rows.map((r) => r.userId) },
        ]);
      });
    }),
  ];
}
