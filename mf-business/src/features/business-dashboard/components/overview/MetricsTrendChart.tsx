import type { BusinessMetric } from '@fj/contracts';
import { formatShortCalendarDate } from '../../model/dates';
import { formatUsd, formatUsdWhole } from '../../model/money';
import { revenueBars } from '../../model/trendChart';

/** Up to this many bars each get a date; beyond it, the first and the last do. */
const LABEL_EVERY_BAR_UP_TO = 6;

const BOX = { width: 320, height: 112, gap: 8, minBarHeight: 2, minSlots: LABEL_EVERY_BAR_UP_TO };

/** Where a bar's middle sits across the chart, for the date under it. */
const centre = (bar: { x: number; width: number }) => `${((bar.x + bar.width / 2) / BOX.width) * 100}%`;

/** Revenue per recorded date as inline SVG bars (no chart library); the newest date is highlighted. */
export function MetricsTrendChart({ metrics }: { metrics: readonly BusinessMetric[] }) {
  const bars = revenueBars(metrics, BOX);
  const latest = metrics[metrics.length - 1];
  const peak = Math.max(...metrics.map((m) => m.revenue));
  const summary = metrics.map((m) => `${formatShortCalendarDate(m.date)}: ${formatUsd(m.revenue)}, ${m.clients} clients`).join('; ');
  return (
    <figure className="fjb-trend">
      <div className="fjb-trend__plot">
        <span className="fjb-trend__peak">{formatUsdWhole(peak)}</span>
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none" role="img" aria-label={`Revenue by date. ${summary}`}>
          <line x1="0" x2={BOX.width} y1={BOX.height - 0.5} y2={BOX.height - 0.5} className="fjb-trend__axis" />
          {bars.map((bar, i) => (
            <rect
              key={bar.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(4, bar.width / 2)}
              className={i === bars.length - 1 ? 'fjb-trend__bar fjb-trend__bar--latest' : 'fjb-trend__bar'}
            />
          ))}
        </svg>
      </div>
      <div className={bars.length <= LABEL_EVERY_BAR_UP_TO ? 'fjb-trend__dates' : 'fjb-trend__dates fjb-trend__dates--ends'} aria-hidden="true">
        {(bars.length <= LABEL_EVERY_BAR_UP_TO ? bars : [bars[0], bars[bars.length - 1]]).map((bar) => (
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
