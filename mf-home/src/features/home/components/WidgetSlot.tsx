import { lazy, useState } from 'react';
import type { WidgetId } from '@fj/contracts/home-catalog';
import { WIDGETS } from '../widgets/registry';
import { WidgetBoundary, WidgetSkeleton } from './WidgetBoundary';
import { useNearScreen } from '../../../shared/useNearScreen';

/**
 * One widget: a titled placeholder until it nears the screen, then its code (a chunk of its own) in its own error
 * boundary. Retry loads the code again (React.lazy keeps a failed import forever, so each attempt gets a new lazy()).
 */
export function WidgetSlot({ id }: { id: WidgetId }) {
  const { title, load } = WIDGETS[id];
  const { ref, near } = useNearScreen<HTMLElement>();
  // React.lazy keeps a failed import forever: each Retry is a new lazy(). (HomePage keys each slot by its id.)
  const [Widget, setWidget] = useState(() => lazy(load));
  if (!near) return <WidgetSkeleton ref={ref} title={title} />;
  return (
    <WidgetBoundary title={title} onRetry={() => setWidget(() => lazy(load))}>
      <Widget />
    </WidgetBoundary>
  );
}
