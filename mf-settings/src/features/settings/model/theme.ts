import type { Theme } from '@fj/contracts';

/** The theme choices in the order shown; every Theme has one (the compiler checks the map). */
export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
export const THEME_OPTIONS = Object.keys(THEME_LABELS) as Theme[];
