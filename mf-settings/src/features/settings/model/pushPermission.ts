/** The browser's answer to "may this app show notifications?", or 'unsupported' where there is no such API. */
export type PushPermission = NotificationPermission | 'unsupported';

/**
 * Turning Push Notifications on asks the browser for permission (once: a browser answers later calls itself). The
 * subscription to a push service comes with the notifications feature; until then the switch saves the preference.
 */
export async function requestPushPermission(w: Window = window): Promise<PushPermission> {
  const api = (w as Window & { Notification?: typeof Notification }).Notification;
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  return api.requestPermission();
}

export const PUSH_BLOCKED_HINT = 'Notifications are blocked in this browser. Allow them in its site settings to receive them.';
