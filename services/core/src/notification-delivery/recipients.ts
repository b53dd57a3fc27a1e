import type { Db } from '@fj/db';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@fj/contracts';
import { knownTimeZone } from '@fj/server-kit';
import type { StoredSubscription } from '../push/send';

export interface Recipient {
  userId: string;
  email: string;
  timeZone: string;
  prefs: NotificationPreferences;
  subscriptions: StoredSubscription[];
}

type Row = {
  id: string;
  email: string;
  timeZone: string | null;
  prefs: NotificationPreferences | null;
  subscriptions: StoredSubscription[];
};

/** Everything delivery needs about these users, in one query (no query per recipient). */
export async function loadRecipients(db: Db, userIds: string[]): Promise<Recipient[]> {
  if (!userIds.length) return [];
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.id, u.email, s."timeZone",
      CASE WHEN p."userId" IS NULL THEN NULL ELSE json_build_object(
        'adminMessages', p."adminMessages", 'teamMessages', p."teamMessages", 'communityUpdates', p."communityUpdates",
        'systemAlerts', p."systemAlerts", 'weeklyDigest', p."weeklyDigest", 'pushNotifications', p."pushNotifications",
        'emailNotifications', p."emailNotifications", 'frequency', p.frequency, 'quietHours', p."quietHours",
        'quietStart', p."quietStart", 'quietEnd', p."quietEnd") END AS prefs,
      coalesce((SELECT json_agg(json_build_object('id', ps.id, 'endpoint', ps.endpoint, 'p256dh', ps.p256dh, 'auth', ps.auth, 'failures', ps.failures))
                  FROM "PushSubscription" ps WHERE ps."userId" = u.id), '[]'::json) AS subscriptions
    FROM "User" u
    LEFT JOIN "Settings" s ON s."userId" = u.id
    LEFT JOIN "NotificationPreferences" p ON p."userId" = u.id
    WHERE u.id = ANY(${userIds}::text[])`;
  return rows.map((r) => ({
    userId: r.id,
    email: r.email,
    timeZone: knownTimeZone(r.timeZone),
    prefs: r.prefs ?? DEFAULT_NOTIFICATION_PREFERENCES,
    subscriptions: r.subscriptions,
  }));
}

/**
 * Rule 3's counter: adds one to each (user, type, local day) in one statement in the shared `rate_limit` table
 * (keys `core:notify:<type>:<user>:<yyyy-mm-dd>`, kept two days) and answers each count including this one.
 */
export async function countDeliveries(db: Db, keys: string[], now: Date): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const expire = now.getTime() + 2 * 24 * 60 * 60 * 1000;
  const rows = await db.$queryRaw<Array<{ key: string; points: number }>>`
    INSERT INTO rate_limit (key, points, expire) SELECT k, 1, ${expire}::bigint FROM unnest(${[...new Set(keys)]}::text[]) AS k
    ON CONFLICT (key) DO UPDATE SET points = rate_limit.points + 1
    RETURNING key, points`;
  return new Map(rows.map((r) => [r.key, r.points]));
}
