import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@fj/ui';

// '@fj/ui/charts' (visx) loads in its own chunk the first time a chart is on screen: no route pays for it up front.
const TimeSeriesChart = lazy(() => import('@fj/ui/charts').then((m) => ({ default: m.TimeSeriesChart })));
const CategoryBarChart = lazy(() => import('@fj/ui/charts').then((m) => ({ default: m.CategoryBarChart })));

export function LazyTimeSeriesChart(props: ComponentProps<typeof TimeSeriesChart>) {
  return (
    <Suspense fallback={<Skeleton style={{ height: (props.height ?? 112) + 40 }} />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}

export function LazyCategoryBarChart(props: ComponentProps<typeof CategoryBarChart>) {
  return (
    <Suspense fallback={<Skeleton style={{ height: props.items.length * 32 }} />}>
      <CategoryBarChart {...props} />
    </Suspense>
  );
}
