import { createQueryClient, handleUnauthorized } from '@fj/ui';

/**
 * The shell's one QueryClient (spec §7 defaults). A 401 from any screen means the session ended while the app was
 * open: the 'Unauthorized' toast, then the browser goes to /api/login after 500 ms (spec §2).
 */
export function createAppQueryClient(goTo?: (url: string) => void) {
  return createQueryClient({ onUnauthorized: () => handleUnauthorized(goTo) });
}
