import { z } from 'zod';
import { requiredDisplayTextSchema, requiredTextSchema } from './common';
import {
  ADMIN_MESSAGE_MISSING,
  MAX_ADMIN_MESSAGE_CONTENT,
  MAX_ADMIN_MESSAGE_TITLE,
  QUIET_HOUR_OPTIONS,
} from './messages';

// ---------------------------------------------------------------------------------------------------------------------
// Admin messages (docs/product.md#admin)
// ---------------------------------------------------------------------------------------------------------------------

export const ADMIN_MESSAGE_TYPES = ['tip', 'motivation', 'announcement', 'update'] as const;
export const adminMessageTypeSchema = z.enum(ADMIN_MESSAGE_TYPES, {
  message: `Type must be one of: ${ADMIN_MESSAGE_TYPES.join(', ')}`,
});
export type AdminMessageType = z.infer<typeof adminMessageTypeSchema>;

export const createAdminMessageSchema = z.object({
  title: requiredDisplayTextSchema(ADMIN_MESSAGE_MISSING, 'Title', MAX_ADMIN_MESSAGE_TITLE),
  content: requiredTextSchema(ADMIN_MESSAGE_MISSING, 'Content', MAX_ADMIN_MESSAGE_CONTENT),
  type: adminMessageTypeSchema.default('tip'),
  priority: z
    .number({ message: 'Priority must be a whole number from 1 to 5' })
    .int('Priority must be a whole number from 1 to 5')
    .min(1, 'Priority must be a whole number from 1 to 5')
    .max(5, 'Priority must be a whole number from 1 to 5')
    .default(1),
});
export type CreateAdminMessage = z.input<typeof createAdminMessageSchema>;

export const adminMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: adminMessageTypeSchema,
  priority: z.number().int(),
  createdAt: z.string(),
  /** Recipients it reached so far (push or email), and recipients every attempted channel failed for. */
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessageListSchema = z.array(adminMessageSchema);

/** GET /api/admin/stats. `engagementRate` is a share 0–1, null when there is nothing to measure (shown as '—'). */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  messagesSent: z.number().int(),
  engagementRate: z.number().nullable(),
  /** Background jobs given up after their last attempt (the dead letters, kept with their last error). */
  failedJobs: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/messages/recipients: how many accounts a broadcast sent now reaches (every account's inbox). */
export const broadcastRecipientsSchema = z.object({ recipients: z.number().int() });
export type BroadcastRecipients = z.infer<typeof broadcastRecipientsSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Inbox
// ---------------------------------------------------------------------------------------------------------------------

/** admin = a broadcast; the others are written for one user (core:notify-users). */
export const NOTIFICATION_KINDS = ['admin', 'team', 'community', 'system'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** For broadcasts: the admin message's type and priority. */
  type: adminMessageTypeSchema.nullable(),
  priority: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export const listNotificationsQuerySchema = z.object({ cursor: z.string().max(500).optional() });

/** POST /api/notifications/read: some ids, or everything up to now. */
export const markNotificationsReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(z.string().max(100), { message: 'ids must be a list of notification ids' })
          .min(1, 'Name at least one notification')
          .max(100, 'At most 100 notifications at once'),
      })
      .strict(),
    z.object({ all: z.literal(true, { message: 'all must be true' }) }).strict(),
  ],
  { message: 'Send { "ids": [...] } or { "all": true }' },
);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
export const markNotificationsReadResultSchema = z.object({ unreadCount: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------------
// Preferences (docs/product.md#notification-preferences)
// ---------------------------------------------------------------------------------------------------------------------

export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
const quietHourSchema = z.enum(QUIET_HOUR_OPTIONS as [string, ...string[]], {
  message: 'Quiet hours use whole hours, 00:00 to 23:00',
});

export const notificationPreferencesSchema = z.object({
  adminMessages: z.boolean(),
  teamMessages: z.boolean(),
  communityUpdates: z.boolean(),
  systemAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  pushNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  frequency: z.enum(NOTIFICATION_FREQUENCIES, { message: 'Frequency must be immediate, daily or weekly' }),
  quietHours: z.boolean(),
  quietStart: quietHourSchema,
  quietEnd: quietHourSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesSchema = notificationPreferencesSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one preference to change');
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
/** The response carries whether this server can send email (SMTP_URL set). */
export const notificationPreferencesResponseSchema = notificationPreferencesSchema.extend({
  emailAvailable: z.boolean(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Web Push
// ---------------------------------------------------------------------------------------------------------------------

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
const base64url = (what: string, max: number) =>
  z
    .string({ message: `${what} is missing` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .min(8, `${what} is too short`)
    .max(max, `${what} is too long`);
/** The browser's PushSubscription.toJSON(). The endpoint must be https (push services are). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ message: 'endpoint must be an https URL', protocol: /^https?$/ }).max(2000, 'endpoint is too long'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) },
    { message: 'keys with p256dh and auth are required' },
  ),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;
/** POST /api/push/subscriptions → 201: the subscription is saved (again: the same endpoint is stored once). */
export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
export const deletePushSubscriptionSchema = z.object({ endpoint: z.string().max(2000) });

/** What the service worker's push handler shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  icon?: string;
  badge?: string;
}
