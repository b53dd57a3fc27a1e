import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@fj/contracts';
import { knownTimeZone, runtimeTimeZone } from '@fj/contracts/calendar';

/** GET /api/settings (the default query function reads the key); one cache entry for the shell and every screen. */
export const SETTINGS_KEY = ['/api/settings'] as const;

export function useUserSettings() {
  return useQuery<Settings>({ queryKey: SETTINGS_KEY });
}

/**
 * The user's IANA time zone for "today", "this week" and overdue: the saved one, else (while settings load, or if
 * they cannot) the browser's own.
 */
export function useUserTimeZone(): string {
  const { data } = useUserSettings();
  return knownTimeZone(data?.timeZone ?? runtimeTimeZone());
}
