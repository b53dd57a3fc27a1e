import type { UseQueryResult } from '@tanstack/react-query';
import type { BusinessMetric } from '@fj/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton, useWithoutPendingRemovals } from '@fj/ui';
import { latestMetrics } from '../../model/metrics';
import { MetricRecords } from './MetricRecords';
import { MetricsTrendChart } from './MetricsTrendChart';

/** How many recorded dates the chart shows. */
const TREND_DATES = 12;

/** The revenue trend of the latest recorded dates, and every recorded date to open, correct or delete. */
export function RevenueTrendCard({ metrics }: { metrics: UseQueryResult<BusinessMetric[]> }) {
  const recorded = useWithoutPendingRemovals(metrics.data ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Revenue Trend</CardTitle>
      </CardHeader>
      <CardContent className="fjb-stack">
        {metrics.isPending ? (
          <Skeleton style={{ height: 120 }} />
        ) : metrics.isError ? (
          <p className="fj-muted">Could not load the recorded figures.</p>
        ) : recorded.length === 0 ? (
          <p className="fj-muted">No revenue recorded yet. Record today's figures to start the trend.</p>
        ) : (
          <>
            <MetricsTrendChart metrics={latestMetrics(recorded, TREND_DATES)} />
            <MetricRecords metrics={recorded} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
