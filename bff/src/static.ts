import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { REMOTES } from './config';
import { contentSecurityPolicy, type CspOptions } from './security';
import { firstReads, firstViewHead, remoteManifests, shellStartChunks } from './first-view';
import { DRAWN_VIEW_SCRIPT, drawnViews } from './drawn-view';
import { holdScripts, SCRIPT_START } from './held-scripts';
import { routeFor } from '@fj/contracts/first-data';
import { sendWithFirstAnswers } from './first-answers';
import { precompressed } from './precompressed';

const HASHED = /\.[0-9a-f]{8,}\./;
const NOT_BUILT = 'The app is not built yet. Run `npm run build` (npm start does this for you).';

/**
 * The service worker's own CSP. A worker is bound by the CSP of its script, fixed when it installs; the worker only
 * re-installs when sw.js changes, not when /remotes.json points a remote at a new origin. It fetches only what pages
 * ask for (and pages are bound by the document's current CSP), so it may connect anywhere; it may load no script
 * but ours. docs/decisions/0705-independent-remote-deploys.md.
 */
const SERVICE_WORKER_CSP = "default-src 'self'; script-src 'self'; connect-src *; object-src 'none'; base-uri 'none'";

/** Hashed chunks are immutable; entry points (remoteEntry.js, sw.js, manifest) are revalidated. */
function cacheHeaders(res: Response, file: string) {
  const name = path.basename(file);
  res.setHeader('Cache-Control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (name === 'sw.js') res.setHeader('Content-Security-Policy', SERVICE_WORKER_CSP);
}

/** The server builds of the first views, under an app's build (./drawn-view.ts). */
const SERVER_BUILDS = /^\/(remotes\/[^/]+\/)?server\//;

/** Source maps are built for debugging but never served; HTML documents are left to `appDocuments`. */
const mapsAndDocuments: RequestHandler = (req, res, next) => {
  // API calls skip the file system entirely (a stat per call was a sixth of the gateway's CPU time).
  if (req.path.startsWith('/api/')) return next('router');
  // Source maps and the server builds of the first views (./drawn-view.ts) are not for browsers.
  if (req.path.endsWith('.map') || SERVER_BUILDS.test(req.path))
    return void res.status(404).type('text').send('Not found');
  next(req.path.endsWith('.html') ? 'router' : undefined);
};

/**
 * Files that need no session (mounted before it, so a cookie costs nothing here): `/remotes.json`, each remote's
 * build under `/remotes/<name>/`, the shell's assets.
 */
export function staticAssets(root: string, remoteUrls: Record<string, string>) {
  const router = Router();
  const shellDist = path.join(root, 'shell', 'dist');
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remoteUrls);
  });
  router.use(mapsAndDocuments);
  for (const remote of REMOTES) {
    const dist = path.join(root, remote, 'dist');
    router.use(
      `/remotes/${remote}`,
      precompressed(dist, cacheHeaders),
      express.static(dist, { index: false, fallthrough: false, setHeaders: cacheHeaders }),
    );
  }
  router.use(
    precompressed(shellDist, cacheHeaders),
    express.static(shellDist, { index: false, setHeaders: cacheHeaders }),
  );
  return router;
}

const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * A built HTML document, re-read when the build changes, with the CSP its inline code needs: the hashes of its own
 * <style> and (attribute-less) <script> elements, and a fresh nonce per response for <style> elements the app injects
 * (docs/decisions/0704, 1404). `addedScripts`: inline scripts the server may add to it.
 */
function htmlDocument(file: string, csp: ReturnType<typeof contentSecurityPolicy>, addedScripts: string[] = []) {
  let cached: { mtimeMs: number; html: string; styles: string[]; scripts: string[] } | undefined;
  return (): { html: string; csp: string } | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = fs.readFileSync(file, 'utf8');
      const hashesOf = (element: 'style' | 'script') =>
        [...html.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map((m) =>
          crypto.createHash('sha256').update(m[1]).digest('base64'),
        );
      const added = addedScripts.map((script) => crypto.createHash('sha256').update(script).digest('base64'));
      cached = { mtimeMs, html, styles: hashesOf('style'), scripts: [...hashesOf('script'), ...added] };
    }
    const { styles, scripts } = cached;
    if (!cached.html.includes(NONCE_PLACEHOLDER))
      return { html: cached.html, csp: csp.forDocument({ styles, scripts }) };
    const nonce = crypto.randomBytes(16).toString('base64');
    return { html: cached.html.replaceAll(NONCE_PLACEHOLDER, nonce), csp: csp.forDocument({ styles, scripts, nonce }) };
  };
}

/** Does the request carry a cookie named `name` (whatever its value)? */
const hasCookie = (cookieHeader: string | undefined, name: string) =>
  !!cookieHeader && cookieHeader.split(';').some((part) => part.trimStart().startsWith(`${name}=`));

/**
 * The HTML for navigations (docs/decisions/0702-pre-rendered-landing.md): a signed-out visitor gets the pre-rendered
 * landing page (`index.html`, on any path: signed out, only "/" exists), a signed-in user the app shell
 * (`app.html`), so neither sees the other's page first. Mounted after the session.
 * A navigation that still carries a session cookie but is not signed in (the session expired, was revoked or ended
 * on another device) gets the landing page as a 401: the navigation is where the browser first learns the session
 * ended, and the service worker forgets its runtime caches on any 401 (docs/decisions/0803).
 */
export function appDocuments(
  root: string,
  cspOptions: CspOptions,
  sessionCookieName: string,
  firstView: {
    remoteUrls: Record<string, string>;
    userAnswer: (req: Request) => unknown;
    /** How long the page waits for its first answers (FIRST_ANSWERS_WAIT_MS). */
    answersWaitMs: number;
  },
): RequestHandler {
  const shellDist = path.join(root, 'shell', 'dist');
  const csp = contentSecurityPolicy(cspOptions);
  const landing = htmlDocument(path.join(shellDist, 'index.html'), csp);
  // The signed-in page may end with a drawing and its script (./drawn-view.ts), and ends with the script that runs its
  // held scripts (./held-scripts.ts).
  const app = htmlDocument(path.join(shellDist, 'app.html'), csp, [DRAWN_VIEW_SCRIPT, SCRIPT_START]);
  const manifests = remoteManifests(root, firstView.remoteUrls);
  const shellStart = shellStartChunks(root);
  const drawn = drawnViews(root, firstView.remoteUrls);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file (has an extension) is a real 404; the service worker precaches /app.html by name.
    if (path.extname(req.path) && req.path !== '/app.html') return void res.status(404).type('text').send('Not found');
    const doc = req.user || req.path === '/app.html' ? app() : landing();
    if (!doc) return void res.status(503).type('text').send(NOT_BUILT);
    if (!req.user && req.path !== '/app.html' && hasCookie(req.headers.cookie, sessionCookieName)) res.status(401);
    res.setHeader('Content-Security-Policy', doc.csp);
    // Which document depends on the session cookie: no shared cache may hand one visitor's to another.
    res.setHeader('Vary', 'Cookie');
    // A signed-in route's page carries what it needs first, the user's identity among it (decision 3102): kept by
    // no cache at all. /app.html (the service worker's offline copy) stays the same for everyone.
    if (req.user && req.path !== '/app.html') {
      res.setHeader('Cache-Control', 'private, no-store');
      const user = firstView.userAnswer(req);
      const head = firstViewHead(req.originalUrl, user, firstView.remoteUrls, manifests, shellStart());
      const html = holdScripts(doc.html).replace('</head>', `${head}</head>`);
      const route = routeFor(req.path);
      const draw = (answers: Record<string, unknown>) =>
        drawn(req.originalUrl, user, answers, route && manifests(route.module));
      sendWithFirstAnswers(req, res, html, firstReads(req.originalUrl), firstView.answersWaitMs, draw);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(doc.html);
  };
}
