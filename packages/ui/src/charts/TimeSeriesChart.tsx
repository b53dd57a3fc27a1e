import { useId } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Bar, LinePath } from '@visx/shape';
import { ChartTable } from './ChartTable';
import { dayStart, percentAcross, placeBars, timeScales, type ChartPoint } from './geometry';
import { useWidth } from './useWidth';

export interface TimeSeriesChartProps {
  /** The accessible name (the SVG's <title>) and the data table's caption, e.g. 'Revenue by date'. */
  title: string;
  points: readonly ChartPoint[];
  /** bars (amounts per day / week / month) or a line (a level such as clients) */
  kind?: 'bar' | 'line';
  /** what a value is called in the data table, e.g. 'Revenue' */
  valueLabel: string;
  formatValue: (value: number) => string;
  formatDate: (date: string) => string;
  /** short values for tight spaces: the latest label and the value axis (e.g. '$1,235'); defaults to formatValue */
  formatShort?: (value: number) => string;
  /** further columns of the data table for each point, e.g. clients beside revenue */
  extraColumns?: ReadonlyArray<{ label: string; value: (point: ChartPoint, index: number) => string }>;
  /** days a point stands for (1, 7, 30): bar width */
  barDays?: number;
  /** the days the time axis spans (defaults to the first and last point) */
  domain?: readonly [string, string];
  /** value and date axes (else the first and last dates under the plot) */
  axes?: boolean;
  /** highlight the latest point and label it with its value */
  highlightLatest?: boolean;
  height?: number;
  /** a goal (e.g. 10,000 steps a day) drawn as a dashed line and named in the summary */
  goal?: { value: number; label: string };
}

const AXIS_MARGIN = { left: 48, bottom: 24, top: 8 };

/**
 * The app's one time chart (SVG via @visx/shape and @visx/scale): bars placed by date (uneven recording shows as
 * uneven gaps) or a line. Accessible as an image named by `title`, described by a one-line summary, with every
 * value in a visually hidden table. Colours come from the theme variables (styles.css `.fj-chart`).
 */
export function TimeSeriesChart({
  title,
  points,
  kind = 'bar',
  valueLabel,
  formatValue,
  formatDate,
  formatShort = formatValue,
  extraColumns = [],
  barDays = 1,
  domain,
  axes = false,
  highlightLatest = false,
  height = 112,
  goal,
}: TimeSeriesChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();
  const margin = axes ? AXIS_MARGIN : { left: 0, bottom: 0, top: 0 };
  const plotWidth = Math.max(40, width - margin.left - 8);
  const box = { width: plotWidth, height, barDays, domain, goal: goal?.value };
  const { x, y, dayWidth } = timeScales(points, box);
  const bars = kind === 'bar' ? placeBars(points, box) : [];
  const latest = points[points.length - 1];
  const latestBar = bars[bars.length - 1];
  const first = points[0];
  const summary = latest
    ? `${points.length} ${points.length === 1 ? 'value' : 'values'} from ${formatDate(first.date)} to ${formatDate(latest.date)}; latest ${formatValue(latest.value)}.`
    : 'No values.';
  const described = goal ? `${summary} Goal: ${goal.label}.` : summary;
  // A line point sits in the middle of its day / week / month, where a bar of it would stand.
  const lineX = (p: ChartPoint) => x(dayStart(p.date)) + (dayWidth * barDays) / 2;
  return (
    <figure className="fj-chart" ref={ref}>
      <div className="fj-chart__plot">
        {highlightLatest && latestBar && (
          <span
            className={`fj-chart__latest${latestLabelEdge(percentAcross(latestBar, plotWidth))}`}
            style={{
              left: `${((margin.left + latestBar.x + latestBar.width / 2) / (plotWidth + margin.left)) * 100}%`,
              bottom: `${((latestBar.height + margin.bottom) / (height + margin.top + margin.bottom)) * 100}%`,
            }}
            aria-hidden="true"
          >
            {formatShort(latestBar.value)}
          </span>
        )}
        <svg
          width={plotWidth + margin.left + (axes ? 8 : 0)}
          height={height + margin.top + margin.bottom}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{described}</desc>
          <g transform={`translate(${margin.left},${margin.top})`}>
            {axes && (
              <AxisLeft
                scale={y}
                numTicks={3}
                tickFormat={(v) => formatShort(Number(v))}
                axisClassName="fj-chart__axis"
                tickClassName="fj-chart__tick"
                hideAxisLine
              />
            )}
            <line x1={0} x2={plotWidth} y1={height - 0.5} y2={height - 0.5} className="fj-chart__baseline" />
            {goal && <line x1={0} x2={plotWidth} y1={y(goal.value)} y2={y(goal.value)} className="fj-chart__goal" />}
            {bars.map((bar) => (
              <Bar
                key={bar.date}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={Math.min(4, bar.width / 2)}
                className={
                  highlightLatest && bar === latestBar ? 'fj-chart__bar fj-chart__bar--latest' : 'fj-chart__bar'
                }
              />
            ))}
            {kind === 'line' && points.length > 0 && (
              <>
                <LinePath data={[...points]} x={lineX} y={(p) => y(p.value)} className="fj-chart__line" />
                {points.map((p) => (
                  <circle key={p.date} cx={lineX(p)} cy={y(p.value)} r={3} className="fj-chart__dot" />
                ))}
              </>
            )}
            {axes && (
              <AxisBottom
                top={height}
                scale={x}
                numTicks={Math.max(2, Math.min(5, Math.floor(plotWidth / 80)))}
                tickFormat={(v) => formatDate((v as Date).toISOString().slice(0, 10))}
                axisClassName="fj-chart__axis"
                tickClassName="fj-chart__tick"
                hideAxisLine
              />
            )}
          </g>
        </svg>
      </div>
      {!axes && first && (
        <div
          className={points.length > 1 ? 'fj-chart__dates fj-chart__dates--ends' : 'fj-chart__dates'}
          aria-hidden="true"
        >
          <span>{formatDate(first.date)}</span>
          {points.length > 1 && <span>{formatDate(latest.date)}</span>}
        </div>
      )}
      <ChartTable
        caption={title}
        columns={['Date', valueLabel, ...extraColumns.map((c) => c.label)]}
        rows={points.map((p, i) => [
          formatDate(p.date),
          formatValue(p.value),
          ...extraColumns.map((c) => c.value(p, i)),
        ])}
      />
    </figure>
  );
}

/** A label near either end of the plot is anchored to that end, so it never runs past the card. */
const latestLabelEdge = (percent: number) => (percent > 85 ? ' is-end' : percent < 15 ? ' is-start' : '');
