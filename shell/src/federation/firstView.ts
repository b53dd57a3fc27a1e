import type { AuthUser } from '@fj/contracts';
import { FIRST_VIEW_ELEMENT_ID } from '@fj/contracts/page-data';
import type { RemoteUrls } from './remoteUrls';

/**
 * What the BFF put in a signed-in route's page (docs/decisions/3102-no-waterfall.md): the signed-in user (the answer of
 * GET /api/auth/user) and the remote map (/remotes.json), so neither is asked for again before the screen renders.
 * Absent from the service worker's offline copy of the app shell and from the landing page: then the app asks.
 */
export interface FirstView {
  user?: AuthUser;
  remotes?: RemoteUrls;
}

export function readFirstView(): FirstView {
  const element = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const data: unknown = JSON.parse(element.textContent);
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}
