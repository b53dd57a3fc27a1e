import webpush from 'web-push';
import type { PushPayload } from '@fj/contracts';
import { OutboundError, safeFetch } from '@fj/server-kit/outbound';
import { logger } from '@fj/server-kit';
import { vapidKeys } from './vapid';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const authorizations = new Map<string, { header: string; renewAt: number }>();

/**
 * The VAPID `Authorization` header for a push service (its origin is the token's audience). Signing an ES256 token
 * costs more than encrypting the message, and every subscription of one push service shares the audience, so one
 * token per push service is reused for 11 of its 12 hours.
 */
function vapidAuthorization(endpoint: string): string {
  const audience = new URL(endpoint).origin;
  const now = Math.floor(Date.now() / 1000);
  const cached = authorizations.get(audience);
  if (cached && cached.renewAt > now) return cached.header;
  const keys = vapidKeys();
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    now + VAPID_TOKEN_SECONDS,
  );
  authorizations.set(audience, { header: Authorization, renewAt: now + VAPID_TOKEN_SECONDS - 3600 });
  return Authorization;
}

/** sent; gone = the push service says the subscription no longer exists (404/410): delete it; failed = try later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Sends one Web Push: `web-push` builds the encrypted (aes128gcm) request with our VAPID signature, and it goes out
 * through the SSRF-safe fetch, because the endpoint is a URL the browser (the user) gave us.
 */
export async function sendPush(subscription: StoredSubscription, payload: PushPayload): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    // No vapidDetails: our cached VAPID header is the signature (web-push adds none of its own).
    {
      headers: { Authorization: vapidAuthorization(subscription.endpoint) },
      TTL: 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  try {
    const response = await safeFetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status >= 200 && response.status < 300) return 'sent';
    logger.warn({ service: 'core', status: response.status }, 'push service refused a notification');
    return 'failed';
  } catch (err) {
    logger.warn({ service: 'core', code: err instanceof OutboundError ? err.code : 'error' }, 'push not delivered');
    return 'failed';
  }
}
