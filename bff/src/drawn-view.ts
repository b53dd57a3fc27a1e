import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { BUSINESS_PLACEHOLDER, FIRST_DATA, routeFor } from '@fj/contracts/first-data';
import { DRAWN_VIEW_ELEMENT_ID } from '@fj/contracts/page-data';
import { knownTimeZone } from '@fj/contracts/calendar';
import { builtFiles, type RemoteStart } from './first-view';
import { attribute } from './html-text';

/**
 * A signed-in route's chrome and screen drawn into its page (docs/decisions/3114-a-first-view-drawn-by-the-server.md):
 * the remote that renders the route draws its screen from the page's answers, the shell draws its chrome around it,
 * each with its own server build (`<app>/dist/server/first-views.js`, built with its browser build and loaded again
 * when it changes). The phone paints the screen as soon as the page has arrived, before any of its code; the app's
 * first render replaces it. Only for remotes deployed from this BFF's folders (a remote on another origin brings its
 * own code to the browser only); anything missing or failing means no drawing, as before.
 */

/** A server build's exports, as far as they are used here. */
interface FirstViewsModule {
  drawFirstView?: (expose: string, input: DrawInput) => string | undefined;
  drawChrome?: (input: DrawInput & { page: string }) => string | undefined;
}
interface DrawInput {
  url: string;
  route: string;
  user: unknown;
  answers: Record<string, unknown>;
}

const SERVER_BUILD = path.join('dist', 'server', 'first-views.js');

const STYLE_ATTRIBUTE = 'data-fj-style';
/** The one inline script after a drawing: gives its elements their styles (allowed by its hash in the page's CSP). */
export const DRAWN_VIEW_SCRIPT = `document.querySelectorAll('#${DRAWN_VIEW_ELEMENT_ID} [${STYLE_ATTRIBUTE}]').forEach(function(e){e.style.cssText=e.getAttribute('${STYLE_ATTRIBUTE}')})`;

export function drawnViews(root: string, remoteUrls: Record<string, string>) {
  // Loaded again when a build changes (a redeploy); a missing or broken one draws nothing.
  const load = builtFiles(loadServerBuild);
  const shellBuild = path.join(root, 'shell', SERVER_BUILD);
  /**
   * The HTML to put into `url`'s page (path and query) for `user` with the page's `answers`, its remote's style sheets
   * (`start`) linked before it; undefined when there is nothing to draw.
   */
  return (url: string, user: unknown, answers: Record<string, unknown>, start: RemoteStart | undefined) => {
    const route = routeFor(url.split('?', 1)[0]);
    if (!route || !start || choosesBusiness(route.path, answers)) return undefined;
    const name = route.module.slice(0, route.module.indexOf('/'));
    const folder = name.replace('_', '-');
    if (!remoteUrls[name]?.startsWith(`/remotes/${folder}/`)) return undefined;
    const remote = load(path.join(root, folder, SERVER_BUILD));
    const shell = load(shellBuild);
    if (!remote?.drawFirstView || !shell?.drawChrome) return undefined;
    const input = { url, route: route.path, user, answers };
    const view = inZone(savedZone(answers), () => {
      const page = remote.drawFirstView!(`./${route.module.slice(name.length + 1)}`, input);
      return page === undefined ? undefined : shell.drawChrome!({ ...input, page });
    });
    if (view === undefined) return undefined;
    // The page's CSP refuses style attributes (the app sets styles through the DOM, which it allows): the drawing's (an
    // avatar's size, a progress bar's width) are set by DRAWN_VIEW_SCRIPT. React writes a quote inside text or an
    // attribute as &quot;, so this matches attributes only.
    const styled = view.replace(/ style="/g, ` ${STYLE_ATTRIBUTE}="`);
    // The screen's own style sheets, which its code would link: before the drawing, so it paints styled.
    const styles = start.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`).join('');
    // Inert: nothing in it responds before the app's code runs, so nothing takes a tap (or a test's click) it would lose.
    return `${styles}<div id="${DRAWN_VIEW_ELEMENT_ID}" inert>${styled}</div><script>${DRAWN_VIEW_SCRIPT}</script>`;
  };
}

/**
 * Does the screen show the business the device chose, out of several? The page's answers are for the first one
 * (./first-answers.ts), and only the device knows its choice: such a screen is left to the device.
 */
function choosesBusiness(routePath: string, answers: Record<string, unknown>): boolean {
  if (!FIRST_DATA[routePath]?.some((read) => read.includes(BUSINESS_PLACEHOLDER))) return false;
  const businesses = answers['/api/businesses'];
  return !Array.isArray(businesses) || businesses.length > 1;
}

/** The user's saved time zone from the settings answer (the dates the screen shows are that zone's, as on the phone). */
function savedZone(answers: Record<string, unknown>): string | undefined {
  const zone = (answers['/api/settings'] as { timeZone?: unknown } | undefined)?.timeZone;
  return typeof zone === 'string' && knownTimeZone(zone) === zone ? zone : undefined;
}

/**
 * `draw()` with the process's time zone set to `zone` (a draw formats dates with the runtime's zone, as the browser
 * does with the phone's): a draw is synchronous, so nothing else runs in between; the zone is set back after it.
 */
function inZone<T>(zone: string | undefined, draw: () => T): T {
  const before = process.env.TZ;
  if (!zone || zone === before) return draw();
  process.env.TZ = zone;
  try {
    return draw();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/**
 * A server build's exports, loaded as Node.js loads a CommonJS file but a fresh copy each time (its module cache would
 * keep a redeployed build's old code).
 */
function loadServerBuild(file: string): FirstViewsModule {
  const wrapped = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (exports: object, req: NodeJS.Require, module: { exports: object }, file: string, dir: string) => void;
  const module: { exports: FirstViewsModule } = { exports: {} };
  wrapped(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}
