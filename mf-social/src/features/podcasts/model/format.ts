/** 3723 → '1:02:03', 2730 → '45:30'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The publishing cadence in words: 'Every 7 days', 'Every day', 'Not enough episodes yet'. */
export function cadenceText(days: number | null): string {
  if (days === null) return 'Not enough episodes yet';
  if (days <= 1) return days === 1 ? 'Every day' : `Every ${days} days`;
  return `Every ${Number.isInteger(days) ? days : days.toFixed(1)} days`;
}
