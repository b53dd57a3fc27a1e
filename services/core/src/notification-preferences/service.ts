import type { Db } from '@fj/db';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_NOT_CONFIGURED,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferences,
} from '@fj/contracts';
import { badRequest } from '@fj/server-kit';
import { emailConfigured } from '../notification-delivery/email';

const select = {
  adminMessages: true,
  teamMessages: true,
  communityUpdates: true,
  systemAlerts: true,
  weeklyDigest: true,
  pushNotifications: true,
  emailNotifications: true,
  frequency: true,
  quietHours: true,
  quietStart: true,
  quietEnd: true,
} as const;

/**
 * The defaults (docs/product.md#notification-preferences) until the user changes one (no row is written by reading).
 */
export async function readPreferences(
  db: Pick<Db, 'notificationPreferences'>,
  userId: string,
): Promise<NotificationPreferences> {
  const row = await db.notificationPreferences.findUnique({ where: { userId }, select });
  return (row ?? DEFAULT_NOTIFICATION_PREFERENCES) as NotificationPreferences;
}

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferencesResponse> {
  return { ...(await readPreferences(db, userId)), emailAvailable: emailConfigured() };
}

/** Changes only the fields sent. Email can be turned on only when this server can send it (SMTP_URL). */
export async function updatePreferences(
  db: Db,
  userId: string,
  changes: UpdateNotificationPreferences,
): Promise<NotificationPreferencesResponse> {
  if (changes.emailNotifications && !emailConfigured()) throw badRequest(EMAIL_NOT_CONFIGURED);
  const row = await db.notificationPreferences.upsert({
    where: { userId },
    create: { userId, ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes },
    update: changes,
    select,
  });
  return { ...(row as NotificationPreferences), emailAvailable: emailConfigured() };
}
