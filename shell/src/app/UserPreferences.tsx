import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@fj/contracts';
import { apiJson, applyTheme, runtimeTimeZone, SETTINGS_KEY, useUserSettings } from '@fj/ui';

/** The browser's zone when it differs from the saved one (days are counted in the saved zone), else null. */
export function timeZoneToSave(saved: string, browser: string | undefined): string | null {
  return browser && browser !== saved ? browser : null;
}

/**
 * After sign-in: the saved theme applies to the page, and the browser's time zone is saved once per load when it
 * differs (a founder who travels gets "today" where they are). Failures stay quiet: the next load tries again.
 */
export function UserPreferences() {
  const { data: settings } = useUserSettings();
  const queryClient = useQueryClient();
  const zoneSent = useRef(false);

  const theme = settings?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (!settings || zoneSent.current) return;
    const timeZone = timeZoneToSave(settings.timeZone, runtimeTimeZone());
    if (!timeZone) return;
    zoneSent.current = true;
    apiJson<Settings>('POST', '/api/settings', { timeZone }).then(
      (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
      () => undefined,
    );
  }, [settings, queryClient]);

  return null;
}
