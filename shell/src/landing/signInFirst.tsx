import { createRoot } from 'react-dom/client';
import { handleUnauthorized } from '@fj/ui';
import { Toaster } from '@fj/ui/toaster';

/**
 * A signed-out visit to a signed-in screen (docs/decisions/3006-deep-links-after-sign-in.md): the 'Unauthorized'
 * toast, then the sign-in page 500 ms later, which returns to `next` once signed in. Loaded only for such a visit, so
 * the landing page itself carries no toast code.
 */
export function signInFirst(next: string): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
  handleUnauthorized(undefined, next);
}
