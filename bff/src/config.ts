import path from 'node:path';
import crypto from 'node:crypto';
import { dataDir, persistedSecret, sealingKey } from '@fj/server-kit';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export const SERVICES = ['core', 'social', 'payments', 'community'] as const;
export type ServiceName = (typeof SERVICES)[number];
const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  core: 4001,
  social: 4002,
  payments: 4003,
  community: 4004,
};

export const REMOTES = ['mf-home', 'mf-business', 'mf-social', 'mf-community', 'mf-teams', 'mf-settings'] as const;

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** How many failed sign-ins and registrations the throttle lets through (see auth/throttle.ts). */
export interface ThrottleLimits {
  /** Failed sign-ins per account per day before each further attempt must wait (1 s, doubling, at most 15 min). */
  accountFailures: number;
  /** Failed sign-ins per client address per 15 minutes (any accounts). */
  addressFailures: number;
  /** Registration attempts per client address per hour. */
  registrations: number;
}

export interface BffConfig {
  port: number;
  /** Interface to listen on: loopback unless `HOST` says otherwise (e.g. `0.0.0.0` to open it to the LAN). */
  host: string;
  /** The public URL (OIDC callbacks are built on it). */
  publicUrl: string;
  /** Origins (scheme://host:port) whose unsafe requests are accepted: `PUBLIC_URL`'s, else localhost and 127.0.0.1 on PORT. */
  allowedOrigins: string[];
  databaseUrl: string;
  production: boolean;
  sessionSecret: string;
  serviceUrls: Record<ServiceName, string>;
  /** Federation name (mf_home) → URL of its remoteEntry.js, served as /remotes.json. */
  remoteUrls: Record<string, string>;
  staticRoot: string;
  adminEmail?: string;
  oidc?: OidcConfig;
  throttle: ThrottleLimits;
  trustProxy: boolean;
  /** Origins allowed to serve profile pictures (CSP img-src), from PROFILE_IMAGE_ORIGINS. */
  profileImageOrigins: string[];
  /** How long a composed answer (GET /api/dashboard/summary) waits for each service, from DASHBOARD_SERVICE_TIMEOUT_MS. */
  dashboardServiceTimeoutMs: number;
  /** How long a signed-in page waits for its screen's first answers before it closes without the late ones. */
  firstAnswersWaitMs: number;
  /** Outgoing mail (password resets, security notices): SMTP_URL, else `.eml` files in MAIL_DIR. */
  mail: { smtpUrl?: string; directory?: string; from?: string };
  /** AES-256-GCM key sealing two-step sign-in secrets at rest (TWO_FACTOR_KEY, else generated into the data dir). */
  twoFactorKey: Buffer;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded database)');
  const serviceUrls = Object.fromEntries(
    SERVICES.map((s) => [
      s,
      env[`${s.toUpperCase()}_URL`] ?? `http://127.0.0.1:${env[`${s.toUpperCase()}_PORT`] ?? DEFAULT_SERVICE_PORTS[s]}`,
    ]),
  ) as Record<ServiceName, string>;
  const remoteUrls = Object.fromEntries(
    REMOTES.map((r) => [
      r.replace('-', '_'),
      env[`REMOTE_${r.replace('-', '_').toUpperCase()}_URL`] ?? `/remotes/${r}/remoteEntry.js`,
    ]),
  );
  const oidc =
    env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuerUrl: env.OIDC_ISSUER_URL, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined;
  const port = Number(env.PORT ?? 3000);
  // PUBLIC_URL may list several addresses (comma-separated); the first is the canonical one.
  const publicUrls = (env.PUBLIC_URL ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const allowedOrigins = publicUrls.length
    ? publicUrls.map((u) => new URL(u).origin)
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const limit = (value: string | undefined, fallback: number) =>
    value && Number(value) > 0 ? Math.floor(Number(value)) : fallback;
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: publicUrls[0] ?? `http://localhost:${port}`,
    allowedOrigins,
    databaseUrl: env.DATABASE_URL,
    production: env.NODE_ENV === 'production',
    // Generated once into the data directory when unset, so sessions survive restarts.
    sessionSecret:
      env.SESSION_SECRET ||
      persistedSecret('session-secret', () => crypto.randomBytes(32).toString('hex'), dataDir(env)),
    serviceUrls,
    remoteUrls,
    staticRoot: env.STATIC_ROOT ?? REPO_ROOT,
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    oidc,
    throttle: {
      accountFailures: limit(env.LOGIN_RATE_LIMIT, 10),
      addressFailures: limit(env.LOGIN_IP_RATE_LIMIT, 100),
      registrations: limit(env.REGISTER_RATE_LIMIT, 20),
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    profileImageOrigins: parseOrigins(env.PROFILE_IMAGE_ORIGINS, 'PROFILE_IMAGE_ORIGINS'),
    dashboardServiceTimeoutMs: limit(env.DASHBOARD_SERVICE_TIMEOUT_MS, 2000),
    // docs/decisions/3116-a-page-waits-for-its-answers-and-carries-a-refusal.md: what the 800 ms weighs against.
    firstAnswersWaitMs: limit(env.FIRST_ANSWERS_WAIT_MS, 800),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      // Without an SMTP server, mail is written where a developer can open it (README: password reset locally).
      directory: env.SMTP_URL ? undefined : env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : path.join(dataDir(env), 'mail'),
      from: env.MAIL_FROM || undefined,
    },
    twoFactorKey: sealingKey('TWO_FACTOR_KEY', 'two-factor-key', env),
  };
}

/** A comma-separated list of origins (`https://images.example.com`); anything else is a configuration error. */
function parseOrigins(value: string | undefined, name: string): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      let url: URL | undefined;
      try {
        url = new URL(v);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== v.replace(/\/$/, ''))
        throw new Error(`${name}: "${v}" is not an origin like https://images.example.com`);
      return url.origin;
    });
}
