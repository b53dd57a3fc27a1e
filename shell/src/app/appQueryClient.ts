import { createQueryClient, handleUnauthorized } from '@fj/ui';

/**
 * The shell's one QueryClient (docs/product.md#data-loading). A 401 from any screen means the session ended while the
 * app was open: the 'Unauthorized' toast, then the browser goes to /api/login after 500 ms.
 */
export function createAppQueryClient(goTo?: (url: string) => void) {
  return createQueryClient({
    onUnauthorized: () => {
      // What the screens showed goes from this device; the outbox waits for the same user (decision 2602).
      void import('@fj/ui/offline').then((offline) => offline.forgetCachedData()).catch(() => undefined);
      handleUnauthorized(goTo);
    },
  });
}
