import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '@fj/ui';
import type { RemoteModuleId } from '../routing/routeTable';
import { loadRemoteModule } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// One lazy component per module, so revisiting a route does not suspend again. React.lazy remembers a failed
// import forever, so a failure drops the entry: the next attempt builds a new lazy() that calls loadRemote again.
const lazyPages = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

function lazyRemotePage(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() =>
      loadRemoteModule(id).catch((error: unknown) => {
        lazyPages.delete(id);
        throw error;
      }),
    );
    lazyPages.set(id, page);
  }
  return page;
}

/** A route rendered by a remote: skeleton while it loads, a Retry fallback if it cannot load. */
export function RemoteRoute({ module }: { module: RemoteModuleId }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // The same component on every render until Retry drops the failed one; the render after Retry builds a new lazy().
  const Page = lazyRemotePage(module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={pathname}
      onRetry={() => {
        lazyPages.delete(module);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Test helper. */
export function forgetRemotePages(): void {
  lazyPages.clear();
}
