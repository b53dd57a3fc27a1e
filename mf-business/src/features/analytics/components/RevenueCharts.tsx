import type { AnalyticsRange, BusinessOverview } from '@fj/contracts';
import { Card, CardContent, CardHeader, CardTitle, LoadError, Skeleton } from '@fj/ui';
import { LazyTimeSeriesChart } from '../../../shared/charts';
import { useRevenueSeries } from '../api/analyticsApi';
import { BUCKET_DAYS, bucketLabel, formatUsd, formatUsdCompact } from '../model/figures';

/** A business's revenue (bars, summed per day / week / month) and clients (a line, as last recorded) over the range. */
export function RevenueCharts({ business, range }: { business: BusinessOverview; range: AnalyticsRange }) {
  const series = useRevenueSeries(business.id, range, true);
  const data = series.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{business.name}: revenue and clients</CardTitle>
      </CardHeader>
      <CardContent className="fjb-stack">
        {series.isPending ? (
          <Skeleton style={{ height: 300 }} />
        ) : series.isError || !data ? (
          <LoadError what="the revenue chart" onRetry={() => void series.refetch()} />
        ) : data.points.length === 0 ? (
          <p className="fj-muted fja-empty-line">
            No revenue recorded for {business.name} in the last {range} days.
          </p>
        ) : (
          <>
            <LazyTimeSeriesChart
              title={`Revenue per ${data.bucket}, last ${range} days`}
              points={data.points.map((p) => ({ date: p.start, value: p.revenue }))}
              valueLabel="Revenue"
              formatValue={formatUsd}
              formatShort={formatUsdCompact}
              formatDate={(d) => bucketLabel(data.bucket, d)}
              barDays={BUCKET_DAYS[data.bucket]}
              domain={[data.from, data.to]}
              axes
              height={140}
            />
            <LazyTimeSeriesChart
              title={`Clients per ${data.bucket}, last ${range} days`}
              kind="line"
              points={data.points.map((p) => ({ date: p.start, value: p.clients }))}
              valueLabel="Clients"
              formatValue={(v) => String(v)}
              formatDate={(d) => bucketLabel(data.bucket, d)}
              barDays={BUCKET_DAYS[data.bucket]}
              domain={[data.from, data.to]}
              axes
              height={100}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
