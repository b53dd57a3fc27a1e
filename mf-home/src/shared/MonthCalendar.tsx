import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, isoWeekday } from '@fj/contracts/calendar';
import { Button, cn, formatDate } from '@fj/ui';
import './shared.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** yyyy-MM of a date, and the first and last day of that month. */
export const monthOf = (date: string) => date.slice(0, 7);
export const monthStart = (month: string) => `${month}-01`;
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}
const monthName = (month: string) =>
  formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }, 'en-GB');
const dayName = (date: string) =>
  formatDate(`${date}T00:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }, 'en-GB');

export interface DayMark {
  /** a class modifier, e.g. 'period', 'predicted', 'written' */
  tone: string;
  /** what the mark means, read with the day ('period: heavy') */
  text: string;
}

/**
 * A month grid (weeks from Monday) of buttons, one per day: marks colour a day and are spoken with it; days after
 * `today` are disabled unless `futureSelectable`. Used by the cycle log and the journal.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  marks,
  onSelect,
  label,
  futureSelectable = false,
}: {
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  marks: ReadonlyMap<string, DayMark>;
  onSelect: (date: string) => void;
  label: string;
  futureSelectable?: boolean;
}) {
  const first = monthStart(month);
  const last = monthEnd(month);
  const days: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return (
    <section className="fjs-cal" aria-label={label}>
      <div className="fjs-cal__head">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <h3 className="fjs-cal__title" aria-live="polite">
          {monthName(month)}
        </h3>
        <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </div>
      <div className="fjs-cal__grid">
        {WEEKDAYS.map((w) => (
          <span key={w} className="fjs-cal__weekday" aria-hidden="true">
            {w.slice(0, 2)}
          </span>
        ))}
        {days.map((date, i) => {
          if (!date) return <span key={`pad-${i}`} />;
          const mark = marks.get(date);
          return (
            <button
              key={date}
              type="button"
              className={cn(
                'fjs-cal__day',
                mark && `fjs-cal__day--${mark.tone}`,
                date === today && 'fjs-cal__day--today',
              )}
              disabled={!futureSelectable && date > today}
              aria-label={`${dayName(date)}${date === today ? ', today' : ''}${mark ? `, ${mark.text}` : ''}`}
              onClick={() => onSelect(date)}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
    </section>
  );
}
