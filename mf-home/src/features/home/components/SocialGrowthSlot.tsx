import { lazy, useState } from 'react';
import { loadRemoteComponent } from '@fj/ui';
import { WidgetBoundary, WidgetSkeleton } from './WidgetBoundary';
import { useNearScreen } from '../../../shared/useNearScreen';

const TITLE = 'Social Growth';
const lazySection = () => lazy(() => loadRemoteComponent('mf_social/SocialGrowth'));

/**
 * The Social Growth section, owned by the social team: `mf_social/SocialGrowth` loaded through federation as it
 * nears the screen, in its own error boundary (Retry loads it again), so the social remote being down or slow costs
 * home nothing but this card.
 */
export function SocialGrowthSlot() {
  const { ref, near } = useNearScreen<HTMLElement>();
  // React.lazy keeps a failed import forever: each Retry is a new lazy().
  const [Section, setSection] = useState(() => lazySection());
  if (!near) return <WidgetSkeleton ref={ref} title={TITLE} />;
  return (
    <WidgetBoundary title={TITLE} onRetry={() => setSection(() => lazySection())}>
      <Section />
    </WidgetBoundary>
  );
}
