import type { BusinessMetric } from '@fj/contracts';
import { formatShortCalendarDate } from '../../model/dates';
import { formatUsd, formatUsdWhole } from '../../model/money';
import { revenueBars, type TrendBar } from '../../model/trendChart';

const BOX = { width: 320, height: 112, gap: 3, minBarHeight: 2, minBarWidth: 4, maxBarWidth: 28 };

/** Where a bar's middle sits across the chart (0–100), for the labels placed over and under it. */
const centrePercent = (bar: TrendBar) => ((bar.x + bar.width / 2) / BOX.width) * 100;
const centre = (bar: TrendBar) => `${centrePercent(bar)}%`;

/** A label near either end of the chart is anchored to that end, so it never runs past the card. */
const anchorClass = (bar: TrendBar) => (centrePercent(bar) > 85 ? ' is-end' : centrePercent(bar) < 15 ? ' is-start' : '');

/**
 * Revenue per recorded date as inline SVG bars on a time axis (uneven recording shows as uneven gaps). The latest bar
 * is highlighted and labelled with its value; the first and last dates sit under the axis.
 */
export function MetricsTrendChart({ metrics }: { metrics: readonly BusinessMetric[] }) {
  const bars = revenueBars(metrics, BOX);
  const latest = bars[bars.length - 1];
  const ends = bars.length > 1 ? [bars[0], latest] : [latest];
  const summary = metrics.map((m) => `${formatShortCalendarDate(m.date)}: ${formatUsd(m.revenue)}, ${m.clients} clients`).join('; ');
  return (
    <figure className="fjb-trend">
      <div className="fjb-trend__plot">
        <span className={`fjb-trend__latest${anchorClass(latest)}`} style={{ left: centre(latest), bottom: `${(latest.height / BOX.height) * 100}%` }} aria-hidden="true">
          {formatUsdWhole(latest.revenue)}
        </span>
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none" role="img" aria-label={`Revenue by date. ${summary}`}>
          <line x1="0" x2={BOX.width} y1={BOX.height - 0.5} y2={BOX.height - 0.5} className="fjb-trend__axis" />
          {bars.map((bar) => (
            <rect
              key={bar.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(4, bar.width / 2)}
              className={bar === latest ? 'fjb-trend__bar fjb-trend__bar--latest' : 'fjb-trend__bar'}
            />
          ))}
        </svg>
      </div>
      <div className={bars.length > 1 ? 'fjb-trend__dates fjb-trend__dates--ends' : 'fjb-trend__dates'} aria-hidden="true">
        {ends.map((bar) => (
          <span key={bar.date} style={{ left: centre(bar) }}>
            {formatShortCalendarDate(bar.date)}
          </span>
        ))}
      </div>
      <figcaption className="fjb-trend__caption">
        Latest, {formatShortCalendarDate(latest.date)}: <strong>{formatUsd(latest.revenue)}</strong> · {latest.clients}{' '}
        {latest.clients === 1 ? 'client' : 'clients'}
      </figcaption>
    </figure>
  );
}
