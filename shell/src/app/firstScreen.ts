import { matchPath } from 'react-router';
import { ROUTES } from '../routing/routeTable';
import { loadSignedInApp } from '../routing/AuthGate';
import { loadRoutePage } from '../federation/loadRoutePage';
import { preloadModule } from './useLoadedModule';

/** The longest a signed-in page waits for its screen's code before drawing; then the chrome shows first, as before. */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * A signed-in page draws its chrome and its screen together: the signed-in app and the route's remote module (both
 * preloaded by the page, decision 3102) are loaded before the first render, instead of a splash, then the chrome with
 * a skeleton, then the screen — three renders and layouts, each a long task on a slow phone.
 */
export function firstScreenReady(pathname: string, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  const loads = [preloadModule('signed-in-app', loadSignedInApp)];
  if (route) loads.push(preloadModule(route.module, () => loadRoutePage(route.module)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
