import helmet from 'helmet';
import type { RequestHandler } from 'express';

const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com', 'https://m.stripe.network'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];

/** Helmet with a CSP allowing only our origin, remote origins configured in /remotes.json, and Stripe. */
export function securityHeaders(remoteUrls: string[], production: boolean): RequestHandler {
  const remoteOrigins = [...new Set(remoteUrls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins, ...STRIPE_SCRIPTS],
        connectSrc: ["'self'", ...remoteOrigins, ...STRIPE_CONNECT],
        frameSrc: STRIPE_FRAMES,
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remote entries may be served from another origin (runtime remote URLs).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: production,
    // Not helmet's `no-referrer`: with it Chromium sends `Origin: null` on form posts, and the
    // same-origin check below would refuse our own sign-in form.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
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

/** `Cache-Control: no-store` on every API answer: they carry personal data (issue 8); proxied answers included. */
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
