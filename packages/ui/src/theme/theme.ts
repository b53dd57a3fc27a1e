import type { Theme } from '@fj/contracts';

/**
 * Applies a theme to the page: styles.css defines the dark palette for `:root[data-theme='dark']`, and for
 * `:root[data-theme='system']` while the device prefers dark. Light is the default (no attribute needed).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
}
