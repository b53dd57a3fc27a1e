import type { Db } from '@fj/db';
import {
  broadcastFanOutJob,
  deliverNotificationsJob,
  sendDigestJob,
  sendHeldPushJob,
  type NotificationKind,
  type PushPayload,
} from '@fj/contracts';
import { enqueueJob, enqueueJobs } from '@fj/server-kit/jobs';
import { sendPush, type PushOutcome } from '../push/send';
import { emailConfigured, sendEmail } from './email';
import { countDeliveries, loadRecipients, type Recipient } from './recipients';
import { channelsFor, isQuietNow, timing, wantsType, withinDailyLimit } from './rules';
import { localDay, quietHoursEnd } from './schedule';

/** Recipients per delivery job, and pages of users one fan-out job enqueues before handing over to the next. */
export const deliveryBatchSize = () => Number(process.env.NOTIFY_BATCH_SIZE ?? 500);
const PAGES_PER_FAN_OUT = 20;
/** Pushes in flight at once within one batch. */
const SEND_CONCURRENCY = 16;

export const ICON = '/icons/icon-192.png';
export const BADGE = '/icons/icon-maskable-192.png';

interface Item {
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
}

/** Broadcast fan-out: pages through every user (by id, keyset) and enqueues delivery batches. */
export async function fanOutBroadcast(db: Db, adminMessageId: string, afterUserId?: string): Promise<void> {
  const size = deliveryBatchSize();
  let after = afterUserId;
  for (let page = 0; page < PAGES_PER_FAN_OUT; page++) {
    const users = await db.user.findMany({
      where: after ? { id: { gt: after } } : {},
      select: { id: true },
      orderBy: { id: 'asc' },
      take: size,
    });
    if (!users.length) return;
    after = users[users.length - 1].id;
    await db.$transaction(async (tx) => {
      await enqueueJobs(tx, deliverNotificationsJob, [{ adminMessageId, userIds: users.map((u) => u.id) }]);
      // The last page of this run hands over to the next fan-out job in the same transaction: none lost, none twice.
      if (users.length === size && page === PAGES_PER_FAN_OUT - 1)
        await enqueueJob(tx, broadcastFanOutJob, { adminMessageId, afterUserId: after });
    });
    if (users.length < size) return;
  }
}

/** A delivery batch: one broadcast to these users, or the users' own notifications (one each, same order). */
export async function deliverBatch(
  db: Db,
  payload: { adminMessageId?: string; notificationIds?: string[]; userIds: string[] },
  now = new Date(),
): Promise<void> {
  const items = new Map<string, Item>();
  if (payload.adminMessageId) {
    const message = await db.adminMessage.findUnique({ where: { id: payload.adminMessageId } });
    if (!message) return;
    for (const userId of payload.userIds)
      items.set(userId, { kind: 'admin', title: message.title, body: message.content, url: '/' });
  } else if (payload.notificationIds?.length) {
    const rows = await db.notification.findMany({ where: { id: { in: payload.notificationIds } } });
    for (const n of rows)
      items.set(n.userId, { kind: n.kind as NotificationKind, title: n.title, body: n.body, url: n.url });
  }
  await deliverToRecipients(db, await loadRecipients(db, [...items.keys()]), items, now, payload.adminMessageId);
}

async function deliverToRecipients(
  db: Db,
  recipients: Recipient[],
  items: Map<string, Item>,
  now: Date,
  adminMessageId?: string,
): Promise<void> {
  const emailAvailable = emailConfigured();
  // Rules 1 and 2: the type is wanted and there is a channel to deliver on.
  const candidates = recipients.filter((r) => {
    const item = items.get(r.userId)!;
    const channels = channelsFor(r.prefs, r.subscriptions.length, emailAvailable);
    return wantsType(r.prefs, item.kind) && (channels.push || channels.email);
  });
  // Rule 3: 10 per local day per type.
  const keyOf = (r: Recipient) => `core:notify:${items.get(r.userId)!.kind}:${r.userId}:${localDay(now, r.timeZone)}`;
  const counts = await countDeliveries(db, candidates.map(keyOf), now);
  const allowed = candidates.filter((r) => withinDailyLimit(counts.get(keyOf(r)) ?? 0));

  const sendNow: Recipient[] = [];
  const held: Array<{ r: Recipient; until: Date }> = [];
  const digests: Array<{ r: Recipient; at: Date }> = [];
  for (const r of allowed) {
    const t = timing(r.prefs, r.timeZone, now); // rules 4 and 5
    if (t.kind === 'now') sendNow.push(r);
    else if (t.kind === 'held') held.push({ r, until: t.until });
    else digests.push({ r, at: t.at });
  }
  for (const { r, until } of held) {
    const item = items.get(r.userId)!;
    await enqueueJob(
      db,
      sendHeldPushJob,
      { userId: r.userId, title: item.title, body: item.body, url: item.url, adminMessageId },
      { runAt: until },
    );
  }
  if (digests.length) {
    await db.notificationDigestItem.createMany({
      data: digests.map(({ r }) => ({
        userId: r.userId,
        kind: items.get(r.userId)!.kind,
        title: items.get(r.userId)!.title,
        createdAt: now,
      })),
    });
    for (const { r, at } of digests)
      await enqueueJob(db, sendDigestJob, { userId: r.userId }, { runAt: at, jobKey: `core:digest:${r.userId}` });
  }
  const outcome = await sendToAll(
    db,
    sendNow.map((r) => ({ r, payload: payloadOf(items.get(r.userId)!) })),
    emailAvailable,
  );
  if (adminMessageId) await countBroadcastOutcome(db, adminMessageId, outcome);
}

/** A broadcast's delivered / failed counts (the admin's Recent Messages), added once per batch. */
async function countBroadcastOutcome(db: Db, adminMessageId: string, { delivered, failed }: SendOutcome) {
  if (!delivered && !failed) return;
  await db.adminMessage.updateMany({
    where: { id: adminMessageId },
    data: { delivered: { increment: delivered }, failed: { increment: failed } },
  });
}

/** Recipients reached on at least one channel, and recipients every attempted channel failed for. */
export interface SendOutcome {
  delivered: number;
  failed: number;
}

export const payloadOf = (item: Pick<Item, 'title' | 'body' | 'url'>): PushPayload => ({
  title: item.title,
  body: item.body,
  url: item.url,
  icon: ICON,
  badge: BADGE,
});

/**
 * Sends on each recipient's channels, a few at a time. Each send's outcome stays with its recipient: subscriptions
 * the push service calls gone are deleted, failed ones get the failure recorded on them (and a later success clears
 * it), and nothing one recipient's channel does — a bad key, an error answer, a timeout — fails the batch or makes the
 * queue retry it (decision 2905). Answers how many recipients were reached and how many were not.
 */
export async function sendToAll(
  db: Db,
  sends: Array<{ r: Recipient; payload: PushPayload }>,
  emailAvailable: boolean,
): Promise<SendOutcome> {
  const tasks: Array<() => Promise<void>> = [];
  const gone: string[] = [];
  const failures: Array<{ id: string; reason: string }> = [];
  const recovered: string[] = [];
  /** Per recipient: reached on some channel, or tried and not reached. */
  const reached = new Map<string, boolean>();
  const note = (userId: string, ok: boolean) => reached.set(userId, ok || (reached.get(userId) ?? false));
  for (const { r, payload } of sends) {
    const channels = channelsFor(r.prefs, r.subscriptions.length, emailAvailable);
    if (channels.push)
      for (const sub of r.subscriptions)
        tasks.push(async () => {
          const outcome = await sendPush(sub, payload).catch((): PushOutcome => ({
            status: 'failed',
            reason: 'The push could not be sent',
          }));
          note(r.userId, outcome.status === 'sent');
          if (outcome.status === 'gone') gone.push(sub.id);
          else if (outcome.status === 'failed') failures.push({ id: sub.id, reason: outcome.reason });
          else if (sub.failures) recovered.push(sub.id);
        });
    if (channels.email)
      tasks.push(async () => {
        note(r.userId, await sendEmail(r.email, payload.title, `${payload.body}\n`).catch(() => false));
      });
  }
  await runLimited(tasks, SEND_CONCURRENCY);
  if (gone.length) await db.pushSubscription.deleteMany({ where: { id: { in: gone } } });
  if (failures.length)
    await db.$executeRaw`
      UPDATE "PushSubscription" AS ps SET "failures" = ps."failures" + 1, "lastFailureAt" = now(), "lastFailure" = f.reason
      FROM unnest(${failures.map((f) => f.id)}::text[], ${failures.map((f) => f.reason)}::text[]) AS f(id, reason)
      WHERE ps."id" = f.id`;
  if (recovered.length)
    await db.pushSubscription.updateMany({
      where: { id: { in: recovered } },
      data: { failures: 0, lastFailure: null, lastFailureAt: null },
    });
  const values = [...reached.values()];
  return { delivered: values.filter(Boolean).length, failed: values.filter((ok) => !ok).length };
}

async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** A push held by quiet hours: sent now on the user's current channels (they may have changed meanwhile). */
export async function sendHeldPush(
  db: Db,
  payload: { userId: string; title: string; body: string; url: string; adminMessageId?: string },
): Promise<void> {
  const [r] = await loadRecipients(db, [payload.userId]);
  if (!r) return;
  const outcome = await sendToAll(db, [{ r, payload: payloadOf(payload) }], emailConfigured());
  if (payload.adminMessageId) await countBroadcastOutcome(db, payload.adminMessageId, outcome);
}

/** A daily/weekly digest: one push summarising what was collected; waits for quiet hours to end when they hold 09:00. */
export async function sendDigest(db: Db, userId: string, now = new Date()): Promise<void> {
  const [r] = await loadRecipients(db, [userId]);
  if (!r) return;
  if (isQuietNow(r.prefs, r.timeZone, now)) {
    await enqueueJob(
      db,
      sendDigestJob,
      { userId },
      { runAt: quietHoursEnd(now, r.timeZone, r.prefs.quietEnd), jobKey: `core:digest:${userId}` },
    );
    return;
  }
  const items = await db.notificationDigestItem.findMany({
    where: { userId, createdAt: { lte: now } },
    orderBy: { createdAt: 'asc' },
  });
  if (!items.length) return;
  const title = `Your ${r.prefs.frequency === 'weekly' ? 'weekly' : 'daily'} digest: ${items.length} notification${items.length === 1 ? '' : 's'}`;
  const body =
    items
      .slice(0, 5)
      .map((i) => i.title)
      .join(' · ') + (items.length > 5 ? ` and ${items.length - 5} more` : '');
  await sendToAll(db, [{ r, payload: payloadOf({ title, body, url: '/' }) }], emailConfigured());
  await db.notificationDigestItem.deleteMany({ where: { id: { in: items.map((i) => i.id) } } });
}
