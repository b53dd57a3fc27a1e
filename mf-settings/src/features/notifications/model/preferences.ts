import type { NotificationPreferences } from '@fj/contracts';

export type SwitchField =
  | 'adminMessages'
  | 'teamMessages'
  | 'communityUpdates'
  | 'systemAlerts'
  | 'weeklyDigest'
  | 'pushNotifications'
  | 'emailNotifications';

export const MESSAGE_TYPES: ReadonlyArray<{ field: SwitchField; label: string; hint: string; premium?: boolean }> = [
  {
    field: 'adminMessages',
    label: 'Admin Messages',
    hint: 'Tips, motivation and announcements from the Founder Journal team',
  },
  { field: 'teamMessages', label: 'Team Messages', hint: 'Chat and goal updates from your teams', premium: true },
  { field: 'communityUpdates', label: 'Community Updates', hint: 'Comments and likes on your posts' },
  { field: 'systemAlerts', label: 'System Alerts', hint: 'Security and account notices' },
  { field: 'weeklyDigest', label: 'Weekly Digest', hint: 'A summary of your week' },
];

export const DELIVERY: ReadonlyArray<{ field: SwitchField; label: string; hint: string }> = [
  {
    field: 'pushNotifications',
    label: 'Push Notifications',
    hint: 'On this device, when it is subscribed in Settings',
  },
  { field: 'emailNotifications', label: 'Email Notifications', hint: 'To your account email' },
];

export const FREQUENCY_LABELS: Record<NotificationPreferences['frequency'], string> = {
  immediate: 'Immediately',
  daily: 'Daily digest (09:00)',
  weekly: 'Weekly digest (Monday 09:00)',
};

/** The value to show: the one being saved while a change is on its way, else the saved one. */
export function pendingValue<F extends keyof NotificationPreferences>(
  field: F,
  saved: NotificationPreferences,
  pending: Partial<NotificationPreferences> | undefined,
): NotificationPreferences[F] {
  return pending && pending[field] !== undefined ? pending[field] : saved[field];
}
