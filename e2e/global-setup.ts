import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../packages/db/src/testing';
import { E2E_PORT } from './playwright.config';
import { startRemoteHost } from './remote-host';
import { startServiceGate } from './service-gate';
import { startStripeStub } from '../services/payments/test/support/stripe-stub';
import { E2E_STRIPE_KEYS } from './support/fake-stripe';
import { startPushService } from '../services/core/test/push-service';
import { startSocialStub } from '../services/social/test/support/social-stub';
import { startReaderStub } from '../services/social/test/support/reader-stub';

const { startStack, freePort, ROOT } = require('../scripts/stack.cjs');

/**
 * The built stack, started like `npm start`, on a fresh database. mf-social is served by
 * its own server (E2E_REMOTE_CONTROL_URL can stop and start it) to test a remote going down.
 */
export default async function globalSetup() {
  let stopPg: (() => Promise<void>) | undefined;
  if (!process.env.TEST_PG_ADMIN_URL) {
    const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
    stopPg = (await startTestPostgres()).stop;
  }
  // A fresh database, reached as the application role like npm start's services.
  const database = await createTestDatabase();

  const remote = await startRemoteHost(path.join(ROOT, 'mf-social', 'dist'));
  process.env.E2E_REMOTE_CONTROL_URL = remote.controlUrl;
  process.env.E2E_ADMIN_EMAIL = 'admin@founder-journal.test';

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-e2e-'));
  // The stack's signing key (handed to each process over a pipe) is also the data directory's key file, so a gateway
  // a spec starts on its own with the stack's environment (deploy.spec.ts, E2E_BFF_ENV) signs what the services accept.
  const internalSecret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(path.join(dataDir, 'internal-jwt-secret'), internalSecret, { mode: 0o600 });
  const ports = {
    core: await freePort(),
    social: await freePort(),
    payments: await freePort(),
    community: await freePort(),
  };
  // The gateway reaches the social service through a gate a spec can make hold one user's requests (a slow social
  // service for that user: the dashboard's `partial` answer, tests/analytics.spec.ts).
  const socialGate = await startServiceGate(`http://127.0.0.1:${ports.social}`);
  process.env.E2E_SOCIAL_GATE_URL = socialGate.controlUrl;
  // Stripe's API, as a local stub the payments service (the real SDK) and the page (through Playwright's routing of
  // https://api.stripe.com) both talk to; it sends its signed webhooks to the stack like Stripe would.
  const stripe = await startStripeStub({
    webhookUrl: `http://localhost:${E2E_PORT}/api/payments/webhook`,
    webhookSecret: E2E_STRIPE_KEYS.webhookSecret,
  });
  process.env.E2E_STRIPE_STUB_URL = stripe.url;
  // A local Web Push service (decision 1601): the core worker sends real encrypted pushes to it; it decrypts them.
  const push = await startPushService();
  process.env.E2E_PUSH_SERVICE_URL = push.url;
  // Podcast feeds and YouTube's channel feed (decision 1703), played by a local stub the social service fetches from.
  const socialStub = await startSocialStub();
  process.env.E2E_SOCIAL_STUB_URL = socialStub.url;
  // Publishers' feeds for podcasts and the RSS reader (decisions 1801, 1805), on loopback like the push service.
  const feedStub = await startReaderStub();
  process.env.E2E_FEED_STUB_URL = feedStub.url;
  const stack = await startStack({
    databaseUrl: database.url,
    port: E2E_PORT,
    servicePorts: ports,
    metricsPorts: 'free',
    quiet: true,
    env: {
      FJ_DATA_DIR: dataDir,
      INTERNAL_JWT_SECRET: internalSecret,
      LOG_LEVEL: 'warn',
      REMOTE_MF_SOCIAL_URL: remote.entryUrl,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      SOCIAL_URL: socialGate.url,
      // Every spec creates its accounts from 127.0.0.1; the registration throttle is tested in bff/test/throttle.test.ts.
      REGISTER_RATE_LIMIT: '100000',
      // A signed-in page waits this long for its first answers (800 ms by default; a read later than that is fetched
      // by the browser): first-view.spec.ts asserts they all come inside the page, on a machine busy with two workers.
      FIRST_ANSWERS_WAIT_MS: '3000',
      STRIPE_SECRET_KEY: E2E_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: E2E_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_KEYS.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      // Profile pictures in the profile spec come from here (Playwright serves it).
      PROFILE_IMAGE_ORIGINS: 'https://images.founder-journal.test',
      // The local push service and the social and feed stubs are on loopback: only they are let through the SSRF guard.
      OUTBOUND_ALLOW_HOSTS: [push.host, socialStub.host, feedStub.host].join(','),
      YOUTUBE_FEED_BASE_URL: socialStub.url,
      // LinkedIn sign-in against the stub's OAuth provider (state, PKCE), back to this stack's callback.
      LINKEDIN_CLIENT_ID: 'e2e-linkedin',
      LINKEDIN_CLIENT_SECRET: 'e2e-secret',
      OAUTH_PROVIDER_BASE_URL: socialStub.url,
      SOCIAL_OAUTH_REDIRECT_URL: `http://localhost:${E2E_PORT}/api/oauth/callback`,
    },
  });
  process.env.E2E_DATABASE_URL = database.url;
  // Outgoing mail: without SMTP_URL the gateway writes it here as .eml files (account-security.spec.ts reads them).
  process.env.E2E_MAIL_DIR = path.join(dataDir, 'mail');
  // For tests that start a second gateway on the same services and database (tests/deploy.spec.ts).
  process.env.E2E_BFF_ENV = JSON.stringify(stack.bffEnv);

  return async () => {
    await stack.stop();
    await socialGate.close();
    await stripe.close();
    await push.close();
    await socialStub.close();
    await feedStub.close();
    await remote.close();
    await database.drop();
    await stopPg?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
