import { formatDate } from '@fj/ui';

/** 'Welcome back, Ada!' — or 'Welcome, Ada!' on the first visit after creating the account. */
export function welcomeTitle(firstName: string | null | undefined, firstVisit = false): string {
  const name = firstName?.trim();
  const greeting = firstVisit ? 'Welcome' : 'Welcome back';
  return name ? `${greeting}, ${name}!` : `${greeting}!`;
}

/** The sign-up form sends new accounts to '/?welcome' (bff/src/auth/local.ts). */
export const FIRST_VISIT_PARAM = 'welcome';

/** e.g. "Saturday, November 21, 2026" (weekday, month day, year). */
export function formatToday(date: Date): string {
  return formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, 'en-US');
}
