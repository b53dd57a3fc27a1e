import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@fj/contracts';
import { afterFirstScreen, apiJson, applyTheme, runtimeTimeZone, SETTINGS_KEY, useUserSettings } from '@fj/ui';

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

  const savedZone = settings?.timeZone;
  useEffect(() => {
    if (savedZone === undefined || zoneSent.current) return;
    // After the first screen: asking the browser for its zone is a date lookup, and on a screen that shows no date it
    // would be the page's first, loading the browser's date data on the main thread in the middle of the first render's
    // work, or waiting for the worker that is loading it (docs/decisions/3112-date-data-in-a-worker.md).
    return afterFirstScreen(() => {
      const timeZone = timeZoneToSave(savedZone, runtimeTimeZone());
      if (!timeZone || zoneSent.current) return;
      zoneSent.current = true;
      apiJson<Settings>('POST', '/api/settings', { timeZone }).then(
        (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
        () => undefined,
      );
    }, 0);
  }, [savedZone, queryClient]);

  return null;
}
