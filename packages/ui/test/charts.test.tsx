import { render, screen, within } from '@testing-library/react';
import { TargetProgress, targetProgress } from '../src/progress/TargetProgress';
import { CategoryBarChart, placeBars, TimeSeriesChart } from '../src/charts';

const box = { width: 300, height: 100 };
const points = (pairs: Array<[string, number]>) => pairs.map(([date, value]) => ({ date, value }));

describe('bar geometry (by date, on visx scales)', () => {
  it('scales bars to the largest value and keeps a zero visible', () => {
    const bars = placeBars(
      points([
        ['2026-01-01', 0],
        ['2026-01-02', 50],
        ['2026-01-03', 100],
      ]),
      box,
    );
    expect(bars.map((b) => b.height)).toEqual([2, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([98, 50, 0]);
    expect(bars.map((b) => b.width)).toEqual([28, 28, 28]);
    expect(bars.map((b) => b.x + b.width / 2)).toEqual([50, 150, 250]); // one day each, centred on its day
  });

  it('places bars by date: a gap of a week looks like a week', () => {
    const bars = placeBars(points(['2026-01-01', '2026-01-02', '2026-01-09', '2026-01-10'].map((d) => [d, 10])), box);
    const centres = bars.map((b) => b.x + b.width / 2);
    const step = centres[1] - centres[0];
    expect(centres[2] - centres[1]).toBeCloseTo(7 * step);
    expect(centres[3] - centres[2]).toBeCloseTo(step);
    expect(bars[0].x).toBeGreaterThanOrEqual(0);
    expect(bars[3].x + bars[3].width).toBeLessThanOrEqual(300);
  });

  it('keeps bars visible over a long span, a single bar centred, and widens bars to their bucket', () => {
    const bars = placeBars(
      points([
        ['2025-01-01', 1],
        ['2026-01-01', 2],
      ]),
      box,
    );
    expect(bars.map((b) => b.width)).toEqual([4, 4]);
    expect(bars[0].x).toBe(0);
    expect(bars[1].x).toBe(296);
    const [one] = placeBars(points([['2026-01-01', 5]]), box);
    expect(one.x + one.width / 2).toBe(150);
    expect(placeBars([], box)).toEqual([]);
    // Weeks over 91 days: each bar spans most of its week, not a day.
    const weekly = placeBars(points([['2026-01-05', 1]]), { ...box, barDays: 7, domain: ['2026-01-01', '2026-03-31'] });
    expect(weekly[0].width).toBeCloseTo((300 / 90) * 7 - 3);
  });
});

describe('TimeSeriesChart', () => {
  const props = {
    title: 'Revenue by date',
    valueLabel: 'Revenue',
    formatValue: (v: number) => `$${v.toFixed(2)}`,
    formatShort: (v: number) => `$${Math.round(v)}`,
    formatDate: (d: string) => d.slice(5),
    points: points([
      ['2026-01-01', 100],
      ['2026-01-03', 250.5],
    ]),
  };

  it('is an image named by its title, described in a sentence, with every value in a table for screen readers', () => {
    render(
      <TimeSeriesChart
        {...props}
        extraColumns={[{ label: 'Clients', value: (_p, i) => String([3, 4][i]) }]}
        highlightLatest
      />,
    );
    const chart = screen.getByRole('img', { name: 'Revenue by date' });
    expect(chart).toHaveAccessibleDescription('2 values from 01-01 to 01-03; latest $250.50.');
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Revenue by date' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateRevenueClients', '01-01$100.003', '01-03$250.504']);
    // The latest value is labelled (short form) over its bar, for sighted users.
    expect(screen.getByText('$251')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a line with a dot per value, and axes when asked', () => {
    const { container } = render(<TimeSeriesChart {...props} kind="line" axes />);
    expect(container.querySelectorAll('path.fj-chart__line')).toHaveLength(1);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(container.querySelectorAll('.fj-chart__tick').length).toBeGreaterThan(2);
  });
});

describe('CategoryBarChart', () => {
  it('labels each category with its value and lists them in a table', () => {
    render(
      <CategoryBarChart
        title="Completed content by type"
        valueLabel="Completed"
        formatValue={String}
        items={[
          { label: 'Reel', value: 3 },
          { label: 'Post', value: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Completed content by type' })).toHaveAccessibleDescription(
      'Reel: 3; Post: 0',
    );
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['TypeCompleted', 'Reel3', 'Post0']);
  });
});

describe('weekly target progress colours', () => {
  it.each([
    [9, 10, 90, 'success'],
    [89, 100, 89, 'accent'],
    [75, 100, 75, 'accent'],
    [74, 100, 74, 'primary'],
    [50, 100, 50, 'primary'],
    [49, 100, 49, 'low'],
    [0, 0, 0, 'low'],
  ] as const)('%i of %i is %i %% (%s)', (current, target, percent, tone) => {
    expect(targetProgress(current, target)).toMatchObject({ percent, tone });
  });

  it('caps the bar at 100 % but says the real figure', () => {
    expect(targetProgress(30, 20)).toEqual({ percent: 150, width: 100, tone: 'success' });
    render(<TargetProgress label="Content posts" current={30} target={20} />);
    expect(screen.getByRole('progressbar', { name: 'Content posts' })).toHaveAttribute(
      'aria-valuetext',
      '30 of 20 (150%)',
    );
  });
});
