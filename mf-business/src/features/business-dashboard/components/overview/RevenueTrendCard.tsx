import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { BusinessMetric } from '@fj/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fj/ui';
import { FormDialog } from '../../../../shared/FormDialog';
import { latestMetrics } from '../../model/metrics';
import { MetricsTrendChart } from './MetricsTrendChart';
import { RecordMetricForm } from './RecordMetricForm';

/** How many recorded dates the chart shows. */
const TREND_DATES = 12;

/** The revenue trend of the latest recorded dates and the Record Revenue form. */
export function RevenueTrendCard({ businessId, metrics }: { businessId: string; metrics: UseQueryResult<BusinessMetric[]> }) {
  return (
    <Card>
      <CardHeader className="fjb-card-head">
        <CardTitle>Revenue Trend</CardTitle>
        <FormDialog
          title="Record Revenue"
          description="Revenue and clients for one date. Recording the same date again replaces it."
          trigger={
            <Button size="sm" variant="secondary">
              <Plus size={16} aria-hidden="true" />
              Record Revenue
            </Button>
          }
        >
          {(close) => <RecordMetricForm businessId={businessId} onSaved={close} />}
        </FormDialog>
      </CardHeader>
      <CardContent>
        {metrics.isPending ? (
          <Skeleton style={{ height: 120 }} />
        ) : metrics.isError ? (
          <p className="fj-muted">Could not load the recorded figures.</p>
        ) : metrics.data.length === 0 ? (
          <p className="fj-muted">No revenue recorded yet. Record today's figures to start the trend.</p>
        ) : (
          <MetricsTrendChart metrics={latestMetrics(metrics.data, TREND_DATES)} />
        )}
      </CardContent>
    </Card>
  );
}
