/** The browser's answer to "may this app show notifications?", or 'unsupported' where there is no such API. */
export type PushPermission = NotificationPermission | 'unsupported';

/**
 * Turning Push Notifications on asks the browser for permission (once: a browser answers later calls itself); then
 * the browser subscribes (api/pushApi.ts).
 */
export async function requestPushPermission(w: Window = window): Promise<PushPermission> {
  const api = (w as Window & { Notification?: typeof Notification }).Notification;
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  return api.requestPermission();
}

export const PUSH_BLOCKED_HINT =
  'Notifications are blocked in this browser. Allow them in its site settings to receive them.';
export const PUSH_UNSUPPORTED_HINT =
  'This browser cannot receive push notifications. Install the app or use another browser to get them.';
export const PUSH_FAILED_HINT =
  'This browser could not subscribe to push notifications right now. Try the switch again later.';
