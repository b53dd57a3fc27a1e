import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button, loadRemoteComponent, Skeleton } from '@fj/ui';

/**
 * The social tab: mf-social's Social Growth section for this business (its accounts' measured growth and Connect
 * Platforms), loaded through the shell's federation instance like home's. The social remote failing costs this tab
 * only, with Retry.
 */
const lazySection = () =>
  lazy(
    () => loadRemoteComponent('mf_social/SocialGrowth') as Promise<{ default: ComponentType<{ businessId: string }> }>,
  );

export function SocialTab({ businessId }: { businessId: string }) {
  // React.lazy keeps a failed import forever: each Retry is a new lazy() (and a fresh boundary).
  const [{ attempt, Section }, setLoad] = useState(() => ({ attempt: 0, Section: lazySection() }));
  return (
    <RemoteBoundary key={attempt} onRetry={() => setLoad((l) => ({ attempt: l.attempt + 1, Section: lazySection() }))}>
      <Suspense fallback={<Skeleton style={{ height: 160 }} />}>
        <Section businessId={businessId} />
      </Suspense>
    </RemoteBoundary>
  );
}

class RemoteBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section
        className="fj-card"
        role="alert"
        style={{ padding: 16, display: 'grid', gap: 12, justifyItems: 'start' }}
      >
        <p style={{ margin: 0 }}>Could not show this business's social accounts.</p>
        <Button variant="outline" onClick={this.props.onRetry}>
          Retry
        </Button>
      </section>
    );
  }
}
