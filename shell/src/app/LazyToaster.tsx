import { lazy, Suspense, useState } from 'react';
import { useToast } from '@fj/ui';

// Radix Toast (~13 KB gzip) loads with the first toast, not with every signed-in page (bench/budgets.json).
const Toaster = lazy(() => import('@fj/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The shell's one toast viewport, mounted once something has been toasted. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
