import { addDays } from '@fj/contracts/calendar';
import type { CycleDay, CycleSummary } from '@fj/contracts';
import type { DayMark } from '../../../shared/MonthCalendar';

/** Logged days first (period, or symptoms only), then the predicted period range and the fertile window where nothing is logged. */
export function cycleMarks(days: readonly CycleDay[], summary: CycleSummary | undefined): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  const range = (start: string, end: string, mark: DayMark) => {
    for (let d = start; d <= end; d = addDays(d, 1)) if (!marks.has(d)) marks.set(d, mark);
  };
  for (const day of days) {
    if (day.flow) marks.set(day.date, { tone: 'period', text: `period, ${day.flow} flow` });
    else if (day.symptoms.length || day.notes) marks.set(day.date, { tone: 'symptoms', text: 'symptoms logged' });
  }
  if (summary?.nextPeriod)
    range(summary.nextPeriod.earliest, summary.nextPeriod.latest, {
      tone: 'predicted',
      text: 'period may start (estimate)',
    });
  if (summary?.fertileWindow)
    range(summary.fertileWindow.start, summary.fertileWindow.end, {
      tone: 'fertile',
      text: 'estimated fertile window',
    });
  return marks;
}
