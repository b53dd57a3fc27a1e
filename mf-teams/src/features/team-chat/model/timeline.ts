import type { ChatItem } from './session';

export type TimelineRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; item: ChatItem; own: boolean; showAuthor: boolean };

const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/** 'Today', 'Yesterday', or 'Mon 23 Nov 2026', in the user's time zone. */
export function dayLabel(iso: string, timeZone: string, now = new Date()): string {
  const day = dayOf(iso, timeZone);
  if (day === dayOf(now.toISOString(), timeZone)) return 'Today';
  if (day === dayOf(new Date(now.getTime() - 86_400_000).toISOString(), timeZone)) return 'Yesterday';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

/** '14:05' in the user's time zone. */
export const timeLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * The list as rows: a separator at each new day, a 'New messages' marker before the first message from someone else
 * after `readUpTo`, and the author's name on the first of a run of messages from one person (per day).
 */
export function timeline(items: ChatItem[], me: string, readUpTo: number, timeZone: string): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let day = '';
  let previousSender: string | null | undefined;
  let marked = false;
  for (const item of items) {
    const itemDay = dayOf(item.createdAt, timeZone);
    if (itemDay !== day) {
      day = itemDay;
      previousSender = undefined;
      rows.push({ kind: 'day', key: `day-${itemDay}`, label: dayLabel(item.createdAt, timeZone) });
    }
    const own = item.senderId === me;
    if (!marked && readUpTo > 0 && !own && item.seq !== null && item.seq > readUpTo) {
      marked = true;
      rows.push({ kind: 'unread', key: 'unread' });
      previousSender = undefined;
    }
    rows.push({ kind: 'message', key: item.id, item, own, showAuthor: !own && item.senderId !== previousSender });
    previousSender = item.senderId;
  }
  return rows;
}

/** 'Ada is typing…', 'Ada and Max are typing…', '3 people are typing…'. */
export function typingText(names: string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}
