import type { BusinessMetric } from '@fj/contracts';
import { LazyTimeSeriesChart } from '../../../../shared/charts';
import { formatShortCalendarDate } from '../../../../shared/model/dates';
import { formatUsd, formatUsdWhole } from '../../model/money';

/**
 * Revenue per recorded date as bars on a time axis (uneven recording shows as uneven gaps), drawn by the shared chart
 * module. The latest bar is highlighted and labelled with its value; the first and last dates sit under the axis.
 */
export function MetricsTrendChart({ metrics }: { metrics: readonly BusinessMetric[] }) {
  const latest = metrics[metrics.length - 1];
  return (
    <div className="fjb-trend">
      <LazyTimeSeriesChart
        title="Revenue by date"
        points={metrics.map((m) => ({ date: m.date, value: m.revenue }))}
        valueLabel="Revenue"
        formatValue={formatUsd}
        formatShort={formatUsdWhole}
        formatDate={formatShortCalendarDate}
        extraColumns={[{ label: 'Clients', value: (_point, i) => String(metrics[i].clients) }]}
        highlightLatest
      />
      <p className="fjb-trend__caption">
        Latest, {formatShortCalendarDate(latest.date)}: <strong>{formatUsd(latest.revenue)}</strong> · {latest.clients}{' '}
        {latest.clients === 1 ? 'client' : 'clients'}
      </p>
    </div>
  );
}
