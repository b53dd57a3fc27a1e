import { ROUTES } from './routeTable';

const PATTERNS = ROUTES.filter((r) => r.path !== '/').map(
  (r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

/**
 * A signed-in screen's path (docs/product.md#routes), other than home. Opened signed out, it is a deep link: the
 * 'Unauthorized' toast, then sign-in, then back here (docs/decisions/3006-deep-links-after-sign-in.md). Any other path
 * signed out is just the landing page.
 */
export const isAppPath = (pathname: string) => PATTERNS.some((p) => p.test(pathname));
