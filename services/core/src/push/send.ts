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
  /** Failed deliveries in a row so far (a success resets them). */
  failures?: number;
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

/**
 * sent; gone = the push service says the subscription no longer exists (404/410): delete it; failed = this
 * subscription could not be reached now (a key that cannot encrypt, the push service refusing or not answering),
 * with the reason recorded on it. Never throws: one subscription's trouble is its own (decision 2905).
 */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string };

const FAILURE_REASONS: Record<string, string> = {
  timeout: 'The push service did not answer in time',
  unreachable: 'The push service could not be reached',
  forbidden_address: 'The push endpoint points to a private or local network',
  invalid_url: 'The push endpoint is not a valid address',
  too_large: 'The push service answered too much',
  too_many_redirects: 'The push service redirected',
};

/**
 * Sends one Web Push: `web-push` builds the encrypted (aes128gcm) request with our VAPID signature, and it goes out
 * through the SSRF-safe fetch, because the endpoint is a URL the browser (the user) gave us.
 */
export async function sendPush(subscription: StoredSubscription, payload: PushPayload): Promise<PushOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      // No vapidDetails: our cached VAPID header is the signature (web-push adds none of its own).
      {
        headers: { Authorization: vapidAuthorization(subscription.endpoint) },
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    // Keys stored before they were checked (or a bad endpoint): this subscription cannot be sent to.
    return { status: 'failed', reason: 'The subscription keys cannot encrypt a message' };
  }
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  try {
    const response = await safeFetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
    });
    if (response.status === 404 || response.status === 410) return { status: 'gone' };
    if (response.status >= 200 && response.status < 300) return { status: 'sent' };
    logger.warn({ service: 'core', status: response.status }, 'push service refused a notification');
    return { status: 'failed', reason: `The push service answered ${response.status}` };
  } catch (err) {
    const code = err instanceof OutboundError ? err.code : 'error';
    logger.warn({ service: 'core', code }, 'push not delivered');
    return { status: 'failed', reason: FAILURE_REASONS[code] ?? 'The push could not be sent' };
  }
}
