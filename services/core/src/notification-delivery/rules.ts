import type { NotificationKind, NotificationPreferences } from '@fj/contracts';
import { inQuietHours, localHour, nextDigestAt, quietHoursEnd } from './schedule';

/**
 * docs/product.md#notification-delivery: at most this many pushes (or emails) per user per type per local day; the rest
 * stay in the inbox.
 */
export const DAILY_LIMIT_PER_TYPE = 10;

const TYPE_PREFERENCE: Record<NotificationKind, keyof NotificationPreferences> = {
  admin: 'adminMessages',
  team: 'teamMessages',
  community: 'communityUpdates',
  system: 'systemAlerts',
};

/** Rule 1: the user wants this type of notification delivered at all. */
export const wantsType = (prefs: NotificationPreferences, kind: NotificationKind): boolean =>
  prefs[TYPE_PREFERENCE[kind]] === true;

/** Rule 2: where it can go: push when enabled and a browser is subscribed, email when enabled and configured. */
export function channelsFor(prefs: NotificationPreferences, subscriptions: number, emailAvailable: boolean) {
  return { push: prefs.pushNotifications && subscriptions > 0, email: prefs.emailNotifications && emailAvailable };
}

/** Rule 3: the count includes this one; the 11th of a type in a local day goes to the inbox only. */
export const withinDailyLimit = (countToday: number): boolean => countToday <= DAILY_LIMIT_PER_TYPE;

export type Timing = { kind: 'now' } | { kind: 'held'; until: Date } | { kind: 'digest'; at: Date };

/**
 * Rules 4 and 5: quiet hours (in the user's zone) hold a push until they end; daily/weekly frequency collects it
 * into a digest sent at 09:00 local (which itself waits for quiet hours to end when they cover 09:00).
 */
export function timing(prefs: NotificationPreferences, timeZone: string, now: Date): Timing {
  if (prefs.frequency !== 'immediate') return { kind: 'digest', at: nextDigestAt(now, timeZone, prefs.frequency) };
  if (prefs.quietHours && inQuietHours(localHour(now, timeZone), prefs.quietStart, prefs.quietEnd)) {
    return { kind: 'held', until: quietHoursEnd(now, timeZone, prefs.quietEnd) };
  }
  return { kind: 'now' };
}

/** Whether quiet hours hold `now` (a held push or a digest that comes due inside them waits). */
export const isQuietNow = (prefs: NotificationPreferences, timeZone: string, now: Date): boolean =>
  prefs.quietHours && inQuietHours(localHour(now, timeZone), prefs.quietStart, prefs.quietEnd);
