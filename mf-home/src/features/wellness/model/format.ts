import { MOOD_SCALE } from '@fj/contracts/home-catalog';
import { formatSleep } from '../../../shared/model/wellness';
import type { Metric } from './history';
import { formatDate, formatNumber } from '@fj/ui';

const number = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });

export const METRICS: ReadonlyArray<{ key: Metric; label: string; unit: string }> = [
  { key: 'steps', label: 'Steps', unit: 'steps' },
  { key: 'sleepHours', label: 'Sleep', unit: 'h' },
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'mood', label: 'Mood', unit: '' },
];

export function formatMetric(metric: Metric, value: number): string {
  if (metric === 'sleepHours') return formatSleep(value);
  if (metric === 'calories') return `${formatNumber(Math.round(value))} kcal`;
  if (metric === 'steps') return formatNumber(Math.round(value));
  if (metric === 'mood')
    return `${number(value)} of 5${Number.isInteger(value) ? ` ${MOOD_SCALE[value - 1]?.emoji ?? ''}` : ''}`.trim();
  return number(value);
}

export const shortDate = (date: string) =>
  formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en-GB');
export const longDate = (date: string) =>
  formatDate(
    `${date}T00:00:00Z`,
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    'en-GB',
  );
