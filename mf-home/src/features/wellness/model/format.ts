import { MOOD_SCALE } from '@fj/contracts/home-catalog';
import { formatSleep } from '../../../shared/model/wellness';
import type { Metric } from './history';

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

export const METRICS: ReadonlyArray<{ key: Metric; label: string; unit: string }> = [
  { key: 'steps', label: 'Steps', unit: 'steps' },
  { key: 'sleepHours', label: 'Sleep', unit: 'h' },
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'mood', label: 'Mood', unit: '' },
];

export function formatMetric(metric: Metric, value: number): string {
  if (metric === 'sleepHours') return formatSleep(value);
  if (metric === 'calories') return `${Math.round(value).toLocaleString('en-US')} kcal`;
  if (metric === 'steps') return Math.round(value).toLocaleString('en-US');
  if (metric === 'mood')
    return `${number(value)} of 5${Number.isInteger(value) ? ` ${MOOD_SCALE[value - 1]?.emoji ?? ''}` : ''}`.trim();
  return number(value);
}

export const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
