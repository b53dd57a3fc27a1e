import { useId } from 'react';
import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { ChartTable } from './ChartTable';
import { useWidth } from './useWidth';

export interface CategoryBarChartProps {
  /** accessible name and table caption */
  title: string;
  items: ReadonlyArray<{ label: string; value: number }>;
  valueLabel: string;
  formatValue: (value: number) => string;
  /** further columns of the data table per item */
  extraColumns?: ReadonlyArray<{ label: string; value: (index: number) => string }>;
}

const ROW = 32;
const LABEL_WIDTH = 72;
const VALUE_WIDTH = 44;

/** Horizontal bars, one per category (e.g. completed content per type), each labelled with its name and value. */
export function CategoryBarChart({ title, items, valueLabel, formatValue, extraColumns = [] }: CategoryBarChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();
  const barSpace = Math.max(40, width - LABEL_WIDTH - VALUE_WIDTH);
  const height = ROW * items.length;
  const y = scaleBand<string>({ domain: items.map((i) => i.label), range: [0, height], padding: 0.3 });
  const max = Math.max(0, ...items.map((i) => i.value));
  const x = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [0, barSpace] });
  const summary = items.map((i) => `${i.label}: ${formatValue(i.value)}`).join('; ');
  return (
    <figure className="fj-chart" ref={ref}>
      <svg
        width={LABEL_WIDTH + barSpace + VALUE_WIDTH}
        height={height}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        {items.map((item) => {
          const top = y(item.label) ?? 0;
          const middle = top + y.bandwidth() / 2;
          return (
            <g key={item.label}>
              <text x={0} y={middle} dominantBaseline="middle" className="fj-chart__label">
                {item.label}
              </text>
              <Bar
                x={LABEL_WIDTH}
                y={top}
                width={Math.max(item.value > 0 ? 3 : 0, x(item.value))}
                height={y.bandwidth()}
                rx={4}
                className="fj-chart__bar fj-chart__bar--latest"
              />
              <text
                x={LABEL_WIDTH + Math.max(3, x(item.value)) + 6}
                y={middle}
                dominantBaseline="middle"
                className="fj-chart__value"
              >
                {formatValue(item.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption={title}
        columns={['Type', valueLabel, ...extraColumns.map((c) => c.label)]}
        rows={items.map((item, i) => [item.label, formatValue(item.value), ...extraColumns.map((c) => c.value(i))])}
      />
    </figure>
  );
}
