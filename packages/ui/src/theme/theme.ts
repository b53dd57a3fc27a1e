import type { Theme } from '@fj/contracts';

/**
 * Where this device remembers the last theme it showed. The app documents' inline boot script (shell/src/index.html,
 * allowed by its hash in the CSP) reads it before the first paint, so a dark theme never flashes light while the
 * bundle and GET /api/settings load (docs/decisions/1404-theme-without-a-flash.md). Not a cookie: nothing is sent.
 */
export const THEME_STORAGE_KEY = 'fj-theme';

/**
 * Applies a theme to the page: styles.css defines the dark palette for `:root[data-theme='dark']`, and for
 * `:root[data-theme='system']` while the device prefers dark. Light is the default (no attribute needed). The theme is
 * remembered on this device for the next page load (storage may be unavailable, e.g. blocked: then it is not).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the theme still applies; the next load shows light until settings arrive.
  }
}
