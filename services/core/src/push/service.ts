import type { Db } from '@fj/db';
import type { PushSubscriptionJson } from '@fj/contracts';
import { badRequest } from '@fj/server-kit';
import { checkOutboundUrl, isAllowListedHost, OutboundError } from '@fj/server-kit/outbound';

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
  await db.pushSubscription.upsert({
    where: { endpoint: subscription.endpoint },
    create: { userId, endpoint: subscription.endpoint, p256dh, auth },
    update: { userId, p256dh, auth },
  });
}

/** Removes the caller's subscription for this endpoint (the browser unsubscribed). Unknown endpoints are a no-op. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
}
