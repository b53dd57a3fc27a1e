import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The server could not say who is signed in: read the last signed-in user back from this device's store (the screens
 * they opened, who they are) and open the app offline (docs/decisions/2602-offline-first.md). True while that is being
 * tried, so the splash stays up instead of flashing "Can't reach Founder Journal". Tried once per page load.
 */
export function useRestoreWhenUnreachable(unreachable: boolean): boolean {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'restoring' | 'done'>('idle');
  useEffect(() => {
    if (!unreachable || state !== 'idle') return;
    setState('restoring');
    import('@fj/ui/offline')
      .then((offline) => offline.restoreSession(queryClient))
      .catch(() => false)
      .finally(() => setState('done'));
  }, [unreachable, state, queryClient]);
  return unreachable && state !== 'done';
}
