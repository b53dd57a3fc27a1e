import { lazy, useMemo, useState } from 'react';
import type { WidgetId } from '@fj/contracts/home-catalog';
import { WIDGETS } from '../widgets/registry';
import { WidgetBoundary } from './WidgetBoundary';

/** One widget in its own error boundary; Retry loads its code again (React.lazy keeps a failed import forever). */
export function WidgetSlot({ id }: { id: WidgetId }) {
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(() => lazy(WIDGETS[id].load), [id, attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- a new attempt is the point
  return (
    <WidgetBoundary title={WIDGETS[id].title} onRetry={() => setAttempt((a) => a + 1)}>
      <Widget />
    </WidgetBoundary>
  );
}
