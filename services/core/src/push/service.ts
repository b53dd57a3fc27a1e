import type { Db } from '@fj/db';
import type { PushSubscriptionJson } from '@fj/contracts';
import { badRequest } from '@fj/server-kit';
import { checkOutboundUrl, isAllowListedHost, OutboundError } from '@fj/server-kit/outbound';
import { isAuthSecret, isP256PublicKey } from './keys';

export const INVALID_P256DH = 'keys.p256dh must be a P-256 public key (65 bytes, base64url)';
export const INVALID_AUTH = 'keys.auth must be a 16-byte secret (base64url)';

/**
 * Stores the browser's subscription for the caller. An endpoint belongs to one browser profile: when another
 * account signs in on it and subscribes, the endpoint moves to that account (pushes follow whoever is signed in).
 */
export async function saveSubscription(db: Db, userId: string, subscription: PushSubscriptionJson): Promise<void> {
  let url: URL;
  try {
    url = checkOutboundUrl(subscription.endpoint);
  } catch (err) {
    throw badRequest(err instanceof OutboundError ? `endpoint: ${err.message}` : 'endpoint is not a valid web address');
  }
  // Push services speak https only; a plain-http endpoint is accepted only for a test stub on the allow-list.
  if (url.protocol !== 'https:' && !isAllowListedHost(url.host)) throw badRequest('endpoint must be an https URL');
  const { p256dh, auth } = subscription.keys;
  if (!isP256PublicKey(p256dh)) throw badRequest(INVALID_P256DH);
  if (!isAuthSecret(auth)) throw badRequest(INVALID_AUTH);
  await db.pushSubscription.upsert({
    where: { endpoint: subscription.endpoint },
    create: { userId, endpoint: subscription.endpoint, p256dh, auth },
    // New keys start with a clean record.
    update: { userId, p256dh, auth, failures: 0, lastFailure: null, lastFailureAt: null },
  });
}

/** Removes the caller's subscription for this endpoint (the browser unsubscribed). Unknown endpoints are a no-op. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
}
