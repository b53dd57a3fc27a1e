const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const sameYearFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** 'just now', '5m ago', '3h ago', then 'Mar 5' this year, 'Mar 5, 2024' before. */
export function postDate(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ago`;
  return (at.getFullYear() === now.getFullYear() ? sameYearFormat : dateFormat).format(at);
}
