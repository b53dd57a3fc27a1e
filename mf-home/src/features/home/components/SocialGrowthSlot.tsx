import { lazy, useMemo, useState } from 'react';
import { loadRemoteComponent } from '@fj/ui';
import { WidgetBoundary, WidgetSkeleton } from './WidgetBoundary';
import { useNearScreen } from './useNearScreen';

const TITLE = 'Social Growth';

/**
 * The Social Growth section, owned by the social team: `mf_social/SocialGrowth` loaded through federation as it
 * nears the screen, in its own error boundary (Retry loads it again), so the social remote being down or slow costs
 * home nothing but this card.
 */
export function SocialGrowthSlot() {
  const { ref, near } = useNearScreen<HTMLElement>();
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => lazy(() => loadRemoteComponent('mf_social/SocialGrowth')), [attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- a new attempt is the point
  if (!near) return <WidgetSkeleton ref={ref} title={TITLE} />;
  return (
    <WidgetBoundary title={TITLE} onRetry={() => setAttempt((a) => a + 1)}>
      <Section />
    </WidgetBoundary>
  );
}
