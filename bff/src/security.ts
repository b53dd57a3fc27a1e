import helmet from 'helmet';
import type { RequestHandler } from 'express';

// What Stripe.js and its Payment Element need, from Stripe's security guide (docs.stripe.com/security/guide,
// "Content Security Policy"): its script and the frames it opens on js.stripe.com and its subdomains, hooks.stripe.com
// for payment methods that redirect (3-D Secure), calls to api.stripe.com, its images. Nothing for the Address
// Element (maps.googleapis.com), which we do not use. docs/decisions/1402-stripe-checkout.md.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_IMAGES = ['https://*.stripe.com'];

export interface CspOptions {
  /** remoteEntry.js URLs from /remotes.json: their origins may serve scripts and style sheets. */
  remoteUrls: string[];
  production: boolean;
  /** Origins of profile pictures (PROFILE_IMAGE_ORIGINS), e.g. an identity provider's image host. */
  imageOrigins?: string[];
}

/**
 * The Content-Security-Policy: only our origin, the configured remote origins and Stripe. No inline scripts or
 * styles: CSS ships as files; a document's own inline <style> (the landing page's critical CSS) and <script> (the
 * theme boot script) are allowed by their hashes (`forDocument`), and <style> elements the app injects (Radix's
 * scroll lock) by a per-response nonce. docs/decisions/0704-csp-without-inline-styles.md, 1404-theme-without-a-flash.md.
 */
export function contentSecurityPolicy({ remoteUrls, production, imageOrigins = [] }: CspOptions) {
  const remoteOrigins = [...new Set(remoteUrls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remoteOrigins, ...STRIPE_SCRIPTS]],
    ['style-src', ["'self'", ...remoteOrigins]],
    ['connect-src', ["'self'", ...remoteOrigins, ...STRIPE_CONNECT]],
    ['frame-src', STRIPE_FRAMES],
    ['img-src', ["'self'", 'data:', 'blob:', ...STRIPE_IMAGES, ...imageOrigins]],
    ['font-src', ["'self'", 'data:']],
    // blob: the app page's inline script starts a worker from a blob to load the date data off the main thread
    // (docs/decisions/3112-date-data-in-a-worker.md); a blob can only be made by script the policy already allowed.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(production ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ];
  const build = (extra: { 'style-src'?: string[]; 'script-src'?: string[] }) =>
    directives
      .map(([name, values]) => [name, ...values, ...(extra[name as keyof typeof extra] ?? [])].join(' '))
      .join('; ');
  const header = build({});
  const sha = (hashes: string[]) => hashes.map((h) => `'sha256-${h}'`);
  return {
    header,
    /** For an HTML document: its own inline <style> and <script> elements by hash, and injected styles carrying `nonce`. */
    forDocument: ({ styles = [], scripts = [], nonce }: { styles?: string[]; scripts?: string[]; nonce?: string }) =>
      build({ 'style-src': [...sha(styles), ...(nonce ? [`'nonce-${nonce}'`] : [])], 'script-src': sha(scripts) }),
  };
}

/**
 * Helmet's headers plus our CSP. They do not depend on the request, so helmet runs once at start-up and each
 * response gets the resulting list (helmet's ten middlewares per request were a measurable part of the hot path).
 * A document may replace the CSP with its hashed variant.
 */
export function securityHeaders(options: CspOptions): RequestHandler {
  const headers: Array<[string, string]> = [['Content-Security-Policy', contentSecurityPolicy(options).header]];
  const collect = {
    setHeader: (name: string, value: string | number) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: false,
    // Remote entries may be served from another origin (runtime remote URLs).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: options.production,
    // Not helmet's `no-referrer`: with it Chromium sends `Origin: null` on form posts, and the
    // same-origin check below would refuse our own sign-in form.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })(...([{}, collect, () => {}] as unknown as Parameters<RequestHandler>));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host:port` of an Origin or Referer header, or undefined when absent, `null` or malformed. */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF and DNS-rebinding defence: unsafe methods must come from one of our configured origins, compared in full
 * (scheme, host and port) — not with the request's own `Host`, which a rebinding attacker controls as well.
 * Browsers send `Origin` on every cross-site and same-site POST; a request with neither Origin nor Referer is refused.
 */
export function requireSameOrigin(allowedOrigins: string[], exempt: string[] = []): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req, res, next) => {
    if (SAFE.has(req.method) || exempt.includes(req.path)) return next();
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (origin && allowed.has(origin)) return next();
    res.status(403).json({ message: 'Cross-origin request refused' });
  };
}

/**
 * `Cache-Control: no-store` on every API answer: they carry personal data (decision 0803); proxied answers included.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Refuse a declared body larger than the services accept, before proxying it. */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.get('content-length') ?? 0);
    if (length > maxBytes) return void res.status(413).json({ message: 'Request body is too large' });
    next();
  };
}
