import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '@fj/ui';
import type { RemoteModuleId } from '../routing/routeTable';
import { forgetLoadedModules, useLoadedModule } from '../app/useLoadedModule';
import { loadRemoteModule } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** A route rendered by a remote: skeleton while it loads, a Retry fallback if it cannot load. */
export function RemoteRoute({ module }: { module: RemoteModuleId }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <RemotePage module={module} />
    </RemoteErrorBoundary>
  );
}

function RemotePage({ module }: { module: RemoteModuleId }) {
  const Page = useLoadedModule(module, () => loadRemoteModule(module).then((m) => m.default));
  return Page ? <Page /> : <PageSkeleton />;
}

/** Test helper. */
export function forgetRemotePages(): void {
  forgetLoadedModules();
}
