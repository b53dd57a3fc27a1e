import fs from 'node:fs';
import path from 'node:path';
import { FIRST_DATA, PLACEHOLDERS, routeFor, SHELL_FIRST_DATA } from '@fj/contracts/first-data';
import { FIRST_VIEW_ELEMENT_ID } from '@fj/contracts/page-data';
import { heldScript } from './held-scripts';
import { attribute, jsonForHtml } from './html-text';

/**
 * What a signed-in route needs first, named in the page the BFF serves for it, so nothing waits for the script that
 * would otherwise discover it (docs/decisions/3102-no-waterfall.md): preloads for the route's remote entry and the
 * first chunks of its exposed module (from the remote's federation manifest, mf-manifest.json, built with it), the
 * identity and remote map as a JSON data block the shell adopts, and the screen's first API answers in the page
 * (`firstReads`, ./first-answers.ts).
 */

/** The parts of a federation manifest (mf-manifest.json) read here. */
interface FederationManifest {
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const MANIFEST = 'mf-manifest.json';
/** Per exposed module, the shared libraries it needs before it runs and its own files for each (ExposeSharesPlugin). */
const EXPOSE_SHARES = 'expose-shares.json';
type ExposeShares = Record<string, Record<string, string[]>>;

/**
 * The manifests of the remotes deployed from this build's folders, read from disk again when a file changes (a
 * redeployed remote's new chunks are named on the next page). A remote on another origin gets only its entry
 * preloaded: Chromium hands a preload that failed (that origin down) to the page's later request for the same URL,
 * so a chunk preloaded while the remote was down would keep the route's Retry failing after it is back, and the
 * entry preload is used (and so forgotten) by the first attempt. Never throws and never delays a page.
 */
export function remoteManifests(root: string, remoteUrls: Record<string, string>) {
  const readLocal = jsonFiles<FederationManifest>();
  const readShares = jsonFiles<ExposeShares>();

  /**
   * URLs of the remote entry, the scripts and the stylesheets an exposed module ('mf_home/HomePage') loads first, and
   * the shared libraries it needs before it runs with the remote's own files for each.
   */
  return (moduleId: string): RemoteStart | undefined => {
    const name = moduleId.slice(0, moduleId.indexOf('/'));
    const entry = remoteUrls[name];
    if (!entry) return undefined;
    const localPrefix = `/remotes/${name.replace('_', '-')}/`;
    const dist = path.join(root, name.replace('_', '-'), 'dist');
    const local = entry.startsWith(localPrefix);
    const manifest = local ? readLocal(path.join(dist, MANIFEST)) : undefined;
    const exposeName = moduleId.slice(name.length + 1);
    const expose = manifest?.exposes?.find((e) => e.name === exposeName);
    const shares = (local ? readShares(path.join(dist, EXPOSE_SHARES))?.[exposeName] : undefined) ?? {};
    const base = new URL('.', new URL(entry, 'http://same.origin')).toString().replace('http://same.origin', '');
    const at = (file: string) => base + file;
    return {
      entry,
      scripts: (expose?.assets?.js?.sync ?? []).map(at),
      styles: (expose?.assets?.css?.sync ?? []).map(at),
      shares: Object.fromEntries(
        Object.entries(shares).map(([key, files]) => [key, Array.isArray(files) ? files.map(at) : []]),
      ),
    };
  };
}

/** What `remoteManifests` knows of an exposed module's start. */
export interface RemoteStart {
  entry: string;
  scripts: string[];
  styles: string[];
  /** Shared library → the remote's own files for it (used when the shell provides none). */
  shares: Record<string, string[]>;
}

/** A reader of JSON files written by a build (see `builtFiles`). */
const jsonFiles = <T>() => builtFiles((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as T);

/**
 * A reader of files written by a build: each file is read (`read`) again only when it changes on disk (a redeploy),
 * and a missing file, or one `read` throws on, reads as undefined.
 */
export function builtFiles<T>(read: (file: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T | undefined }>();
  return (file: string): T | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    let value: T | undefined;
    try {
      value = read(file);
    } catch {
      value = undefined;
    }
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** The files the shell loads before a signed-in screen renders (tools/webpack/StartChunksPlugin.js). */
export interface ShellStart {
  scripts: string[];
  styles: string[];
  /** Each shared library the shell provides → the files that load it (none when it is in the main script). */
  shared: Record<string, string[]>;
}

const NO_SHELL_START: ShellStart = { scripts: [], styles: [], shared: {} };

/** The shell build's start-chunks.json, read again when it changes; nothing when the build has none. */
export function shellStartChunks(root: string): () => ShellStart {
  const read = jsonFiles<Partial<ShellStart>>();
  const file = path.join(root, 'shell', 'dist', 'start-chunks.json');
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s.startsWith('/')) : [];
  return () => {
    const start = read(file);
    const shared = start?.shared && typeof start.shared === 'object' ? start.shared : {};
    return {
      scripts: strings(start?.scripts),
      styles: strings(start?.styles),
      shared: Object.fromEntries(Object.entries(shared).map(([key, files]) => [key, strings(files)])),
    };
  };
}

/**
 * The reads a signed-in route's first view makes (`url`: its path and query string): the chrome's and the screen's
 * (only when it is opened without a query string: a filter or a search changes what it asks for), answered inside the
 * page (./first-answers.ts). `derived` hold placeholders (the user's today, the business shown first) which the BFF
 * fills in from the settings and businesses answers.
 */
export function firstReads(url: string): { asked: string[]; derived: string[] } {
  const [pathname, query] = url.split('?', 2);
  const route = routeFor(pathname);
  const reads = [...SHELL_FIRST_DATA, ...(route && query === undefined ? (FIRST_DATA[route.path] ?? []) : [])];
  return {
    asked: reads.filter((r) => !PLACEHOLDERS.some((p) => r.includes(p))),
    derived: reads.filter((r) => PLACEHOLDERS.some((p) => r.includes(p))),
  };
}

/**
 * The head elements for a signed-in route (`url`: its path and query string): preloads first (the browser starts
 * them as it parses), then the data block. `user` is what GET /api/auth/user answers.
 */
export function firstViewHead(
  url: string,
  user: unknown,
  remoteUrls: Record<string, string>,
  manifests: ReturnType<typeof remoteManifests>,
  shellStart: ShellStart = NO_SHELL_START,
): string {
  const route = routeFor(url.split('?', 1)[0]);
  const links: string[] = [];
  // The shell's own chain (bootstrap, the shared libraries, the signed-in app) is the longest wait of every screen:
  // named here, it loads beside main.js instead of one level after another. Low priority like main.js itself: at
  // the browser's normal (high) priority for preloads it held back the first paint (FCP 0.9 → 2.2 s in the bench).
  const low = (as: string, href: string) =>
    `<link rel="preload" as="${as}" fetchpriority="low" href="${attribute(href)}">`;
  // A chunk (webpack's JSONP format) only queues its modules on a global list for its build's runtime, which takes
  // them when it starts or asks: run as an async script, it is evaluated as soon as it is in and the page's scripts
  // may run, instead of one task after another once the shell's main script inserts it (decisions 3109, 3115).
  const chunk = (href: string) => heldScript(href, 'async');
  for (const href of shellStart.scripts) links.push(chunk(href));
  for (const href of shellStart.styles) links.push(low('style', href));
  if (route) {
    const assets = manifests(route.module);
    if (assets) {
      // Low priority: the shell's own deferred main script (low for the browser too) must not wait behind them.
      // The shared libraries the exposed module needs before it runs: the shell's copy when it provides one (the
      // share scope takes what is loaded first), else the remote's own; otherwise found only once the entry runs.
      // A shell build that names no shared libraries (none found) gets none named: the remote's copies could be wasted.
      const knowsShared = Object.keys(shellStart.shared).length > 0;
      const shared = knowsShared
        ? Object.entries(assets.shares).flatMap(([key, own]) => shellStart.shared[key] ?? own)
        : [];
      // The remote's entry sets up its runtime when it runs, which needs the shell's: preloaded, and run by the shell.
      links.push(low('script', assets.entry));
      for (const href of new Set([...assets.scripts, ...shared])) if (href !== assets.entry) links.push(chunk(href));
      for (const href of assets.styles) links.push(low('style', href));
    }
  }
  // The first reads are answered inside the page (./first-answers.ts).
  const data = jsonForHtml({ user, remotes: remoteUrls });
  return `${links.join('')}<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${data}</script>`;
}
