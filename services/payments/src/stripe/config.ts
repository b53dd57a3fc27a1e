import type Stripe from 'stripe';

/** The Stripe settings of this server (README "Configuration"); every one may be missing. */
export interface StripeSettings {
  /** STRIPE_SECRET_KEY: without it the app runs, and checkout says payments are not configured. */
  secretKey?: string;
  /** STRIPE_PUBLISHABLE_KEY: handed to the browser by GET /api/payments/config (nothing is baked into a build). */
  publishableKey?: string;
  /** STRIPE_WEBHOOK_SECRET: verifies the Stripe-Signature of POST /api/payments/webhook. */
  webhookSecret?: string;
  /** STRIPE_API_BASE: another address for Stripe's API (tests point it at a local stub speaking Stripe's HTTP). */
  apiBase?: string;
}

export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StripeSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    secretKey: value('STRIPE_SECRET_KEY'),
    publishableKey: value('STRIPE_PUBLISHABLE_KEY'),
    webhookSecret: value('STRIPE_WEBHOOK_SECRET'),
    apiBase: value('STRIPE_API_BASE'),
  };
}

/** `http://127.0.0.1:12111` → the SDK's host, port and protocol options. */
function apiAddress(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_BASE: "${apiBase}" is not an http(s) address`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The Stripe client, or null when STRIPE_SECRET_KEY is not set. The SDK (a large module: ~0.5 s to load) is loaded
 * only then, so a server without payments starts as fast as the other services.
 */
export function createStripeClient(settings: StripeSettings): Stripe | null {
  if (!settings.secretKey) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when payments are configured (above)
  const StripeSdk = require('stripe') as typeof Stripe;
  return new StripeSdk(settings.secretKey, {
    // Creating a PaymentIntent always carries our idempotency key, so a retried request cannot create a second one.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Founder Journal' },
    ...(settings.apiBase ? apiAddress(settings.apiBase) : {}),
  });
}
