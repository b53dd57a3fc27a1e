import { apiJson, apiRequest } from '@fj/ui';
import { requestPushPermission, type PushPermission } from '../model/pushPermission';

/** How turning push on ended: subscribed, or why not. */
export type PushSubscribeResult =
  'subscribed' | 'unsupported' | Exclude<PushPermission, 'granted' | 'unsupported'> | 'failed';

const SERVICE_WORKER_WAIT_MS = 10_000;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  // The shell registers the service worker at start; without one (e.g. the dev server) push is unavailable.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS)),
  ]);
}

/** Whether this browser is subscribed now (no waiting: an unregistered service worker means unsupported here). */
export async function devicePushState(): Promise<'subscribed' | 'not-subscribed' | 'unsupported'> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg) return 'unsupported';
  return (await reg.pushManager.getSubscription()) ? 'subscribed' : 'not-subscribed';
}

/** VAPID keys travel base64url; PushManager wants the bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Settings → Push Notifications on: ask permission, subscribe this browser with the server's VAPID key, and give
 * the server the subscription (POST /api/push/subscriptions).
 */
export async function subscribeToPush(): Promise<PushSubscribeResult> {
  const permission = await requestPushPermission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission !== 'granted') return permission;
  const reg = await registration();
  if (!reg) return 'unsupported';
  try {
    const { publicKey } = await apiJson<{ publicKey: string }>('GET', '/api/push/public-key');
    const subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await apiJson('POST', '/api/push/subscriptions', subscription.toJSON());
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

/** Settings → Push Notifications off: the server forgets this browser and the browser unsubscribes. */
export async function unsubscribeFromPush(): Promise<void> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
