import type { Db } from '@fj/db';
import { sendHeldPushJob } from '@fj/contracts';
import { enqueueJob } from '@fj/server-kit/jobs';
import { emailConfigured } from './email';
import { deliveryBatchSize, sendToAll, payloadOf } from './deliver';
import { loadRecipients } from './recipients';
import { isQuietNow } from './rules';
import { quietHoursEnd } from './schedule';

/** Crontab line for core's worker: every hour on the hour (UTC); the task finds whose local Monday 09:00 it is. */
export const WEEKLY_DIGEST_CRONTAB = '0 * * * * core:weekly-digest-tick';

/**
 * The Weekly Digest switch: on Monday at 09:00 in each user's zone, one notification summarising the
 * week (how many broadcasts were sent in the last 7 days). Users are found with one query per hour
 * (their zone's local day and hour computed in SQL), then sent in batches. Push and email preferences and quiet
 * hours apply as for every notification (a summary due inside them waits for their end); it is not counted against
 * the 10 per day of any type. Answers how many were sent now.
 */
export async function sendWeeklySummaries(db: Db, now = new Date()): Promise<number> {
  // A zone PostgreSQL does not know counts as UTC (one odd setting must not stop everyone's digest).
  const due = await db.$queryRaw<Array<{ id: string }>>`
    WITH zoned AS (
      SELECT u.id, CASE WHEN s."timeZone" IN (SELECT name FROM pg_timezone_names) THEN s."timeZone" ELSE 'UTC' END AS zone
      FROM "User" u
      LEFT JOIN "Settings" s ON s."userId" = u.id
      LEFT JOIN "NotificationPreferences" p ON p."userId" = u.id
      WHERE coalesce(p."weeklyDigest", true)
    )
    SELECT id FROM zoned
    WHERE extract(isodow FROM ${now}::timestamptz AT TIME ZONE zone) = 1 AND extract(hour FROM ${now}::timestamptz AT TIME ZONE zone) = 9`;
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const broadcasts = await db.adminMessage.count({ where: { createdAt: { gt: since, lte: now } } });
  let sent = 0;
  for (let i = 0; i < due.length; i += deliveryBatchSize()) {
    const recipients = await loadRecipients(
      db,
      due.slice(i, i + deliveryBatchSize()).map((u) => u.id),
    );
    const body = broadcasts
      ? `${broadcasts} message${broadcasts === 1 ? '' : 's'} from the Founder Journal team this week. Open the app to catch up.`
      : 'A new week: open the app to plan it.';
    const summary = { title: 'Your weekly digest', body, url: '/' };
    // Quiet hours that cover Monday 09:00 hold it until they end.
    for (const r of recipients.filter((r) => isQuietNow(r.prefs, r.timeZone, now))) {
      await enqueueJob(
        db,
        sendHeldPushJob,
        { userId: r.userId, ...summary },
        { runAt: quietHoursEnd(now, r.timeZone, r.prefs.quietEnd) },
      );
    }
    const awake = recipients.filter((r) => !isQuietNow(r.prefs, r.timeZone, now));
    await sendToAll(
      db,
      awake.map((r) => ({ r, payload: payloadOf(summary) })),
      emailConfigured(),
    );
    sent += awake.length;
  }
  return sent;
}
