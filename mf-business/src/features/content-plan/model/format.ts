import type { ContentPlanStatus } from '@fj/contracts';
import { addDays } from '@fj/ui';

export const STATUS_LABELS: Record<ContentPlanStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Today', 'Tomorrow', 'Yesterday', 'Wed, Nov 25' this year, else 'Nov 25, 2025'. */
export function formatPlanDay(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  if (day === addDays(today, -1)) return 'Yesterday';
  const at = new Date(`${day}T00:00:00Z`);
  return day.slice(0, 4) === today.slice(0, 4) ? dayFormat.format(at) : dayYearFormat.format(at);
}
