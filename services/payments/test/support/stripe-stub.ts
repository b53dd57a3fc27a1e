// A local stand-in for Stripe's API, speaking its real HTTP shape for the calls Founder Journal makes (the real
// `stripe` SDK talks to it through STRIPE_API_BASE), and delivering signed webhooks like Stripe does. Only the
// external provider is replaced: payments, the BFF and the browser code run unchanged against it.
// Used by the payments tests, the BFF tests and the e2e stack (Playwright routes https://api.stripe.com here).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
  livemode: false;
}

export interface StubRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  authorization?: string;
  body: Record<string, unknown>;
}

/** When confirming delivers `payment_intent.succeeded`: before answering, after (like Stripe), or not at all. */
export type WebhookTiming = 'before-response' | 'after-response' | 'never';

export interface StripeStubOptions {
  /** Where events go (the BFF's /api/payments/webhook), signed with `webhookSecret`. */
  webhookUrl?: string;
  webhookSecret?: string;
  webhookTiming?: WebhookTiming;
}

/** The card number Stripe's test mode declines ('Your card was declined.'). */
export const DECLINED_CARD = '4000000000000002';

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/** `a[b][c]=v&list[0]=x` (Stripe's form encoding) → nested objects. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function startStripeStub(options: StripeStubOptions = {}) {
  const intents = new Map<string, StubIntent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: StubRequest[] = [];
  const signer = new Stripe('sk_test_stub_signer');
  let webhookTiming: WebhookTiming = options.webhookTiming ?? 'after-response';
  let webhookUrl = options.webhookUrl;
  const deliveries: Array<Promise<unknown>> = [];

  /** A signed event, POSTed to the webhook URL as Stripe does; resolves with the webhook's HTTP status. */
  async function sendEvent(type: string, object: unknown, { secret = options.webhookSecret } = {}): Promise<number> {
    if (!webhookUrl || !secret) throw new Error('stripe stub: no webhookUrl / webhookSecret');
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  function createIntent(body: Record<string, unknown>): StubIntent {
    const intentId = id('pi');
    const intent: StubIntent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: String(body.currency),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${crypto.randomBytes(8).toString('hex')}`,
      description: typeof body.description === 'string' ? body.description : null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      automatic_payment_methods: body.automatic_payment_methods ? { enabled: true } : null,
      latest_charge: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intentId, intent);
    return intent;
  }

  /** Pays an intent as a confirmation with a working card would; the event goes out per `webhookTiming`. */
  async function succeed(intentId: string, timing: WebhookTiming = webhookTiming): Promise<StubIntent> {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`stripe stub: no intent ${intentId}`);
    Object.assign(intent, { status: 'succeeded', latest_charge: id('ch'), last_payment_error: null });
    const snapshot = structuredClone(intent);
    if (timing === 'before-response') await sendEvent('payment_intent.succeeded', snapshot);
    if (timing === 'after-response')
      deliveries.push(
        new Promise((r) => setTimeout(r, 20))
          .then(() => sendEvent('payment_intent.succeeded', snapshot))
          .catch(() => undefined),
      );
    return intent;
  }

  /** A refund of the intent's charge: `charge.refunded`, in full unless `amount` is less. */
  async function refund(intentId: string, amount?: number): Promise<number> {
    const intent = intents.get(intentId);
    if (!intent?.latest_charge) throw new Error(`stripe stub: ${intentId} has no charge`);
    const refunded = amount ?? intent.amount;
    return sendEvent('charge.refunded', {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refunded,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: refunded >= intent.amount,
      paid: true,
      status: 'succeeded',
    });
  }

  async function route(req: StubRequest): Promise<{ status: number; body: unknown }> {
    const secretKey = /^Bearer sk_(test|live)_/.test(req.authorization ?? '');
    const match = req.path.match(/^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm))?$/);
    if (!match)
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`);
    const [, intentId, action] = match;
    if (!intentId && req.method === 'POST') {
      if (!secretKey) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      if (req.idempotencyKey && idempotent.has(req.idempotencyKey)) return idempotent.get(req.idempotencyKey)!;
      if (!Number.isInteger(Number(req.body.amount)) || !req.body.currency)
        return stripeError(400, 'invalid_request_error', 'Missing required param: amount.');
      const answer = { status: 200, body: createIntent(req.body) };
      if (req.idempotencyKey) idempotent.set(req.idempotencyKey, answer);
      return answer;
    }
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
        code: 'resource_missing',
      });
    if (req.method === 'GET' && !action) {
      if (!secretKey) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      return { status: 200, body: intent };
    }
    if (req.method === 'POST' && action === 'confirm') {
      // Stripe.js confirms with the publishable key and the intent's client secret.
      const publishable = typeof req.body.key === 'string' && req.body.key.startsWith('pk_');
      if (!secretKey && !(publishable && req.body.client_secret === intent.client_secret))
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      if (intent.status === 'succeeded')
        return stripeError(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', {
          code: 'payment_intent_unexpected_state',
        });
      const card = (req.body.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number?.replace(
        /\s/g,
        '',
      );
      if (card === DECLINED_CARD) {
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        return stripeError(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          payment_intent: intent,
        });
      }
      return { status: 200, body: await succeed(intent.id) };
    }
    return stripeError(405, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // Stripe.js calls the API from the page's origin.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, stripe-version, idempotency-key');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      const url = new URL(req.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: StubRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        body: parseStripeForm(req.method === 'GET' ? url.search.slice(1) : text),
      };
      requests.push(request);
      route(request).then(
        ({ status, body }) =>
          res
            .writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
            .end(JSON.stringify(body)),
        (err: unknown) =>
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { type: 'api_error', message: String(err) } })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    intents,
    requests,
    sendEvent,
    succeed,
    refund,
    setWebhookTiming: (timing: WebhookTiming) => void (webhookTiming = timing),
    /** Where events go from now on (e.g. a BFF whose port was chosen after the stub started). */
    setWebhookUrl: (url: string) => void (webhookUrl = url),
    /** Waits for events sent after a response. */
    settled: () => Promise.all(deliveries.splice(0)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
