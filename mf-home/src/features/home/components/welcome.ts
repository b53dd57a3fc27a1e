export function welcomeTitle(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

/** e.g. "Saturday, November 21, 2026" (spec: weekday, month day, year). */
export function formatToday(date: Date): string {
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}
