import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '@fj/ui';
import type { RemoteModuleId } from '../routing/routeTable';
import { forgetLoadedModules, useLoadedModule } from '../app/useLoadedModule';
import { loadRemoteModule } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { drawnPage, forgetDrawnPage } from '../app/drawnView';

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
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (Page) forgetDrawnPage();
  }, [Page]);
  if (Page) return <Page />;
  // Until its code arrives, the screen the BFF drew for this address (decision 3114), inert like the drawing; else a
  // skeleton.
  const drawn = drawnPage(pathname + search);
  if (drawn === undefined) return <PageSkeleton />;
  return <div className="fj-drawn-page" inert ref={(slot) => slot?.append(drawn)} />;
}

/** Test helper. */
export function forgetRemotePages(): void {
  forgetLoadedModules();
}
