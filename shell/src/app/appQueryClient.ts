import { createQueryClient, handleUnauthorized } from '@fj/ui';

/**
 * The shell's one QueryClient (docs/product.md#data-loading). A 401 from any screen means the session ended while the
 * app was open: the 'Unauthorized' toast, then the browser goes to /api/login after 500 ms.
 */
export function createAppQueryClient(goTo?: (url: string) => void) {
  return createQueryClient({ onUnauthorized: () => handleUnauthorized(goTo) });
}
