import type { BusinessColor } from '@fj/contracts';

// Type-only imports from @fj/contracts: its values are built with zod at module load, and importing one of them
// would put zod into this remote's bundle. `Record<BusinessColor, …>` still makes the compiler check that every
// contract colour has a style (test/businessColors.test.ts checks the list against the contract at run time).

export interface BusinessColorStyle {
  label: string;
  /** A solid colour for dots and swatches. */
  swatch: string;
  /** The dashboard header's gradient, light stop to dark stop: white text on either meets WCAG AA (≥ 4.5:1). */
  stops: readonly [string, string];
  gradient: string;
}

const style = (label: string, swatch: string, from: string, to: string): BusinessColorStyle => ({
  label,
  swatch,
  stops: [from, to],
  gradient: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
});

/**
 * The eight business colours, in the order the picker shows them. Business colours are the user's data,
 * the same in light and dark themes; the header text on them is white (test/businessColors.test.ts checks contrast).
 */
export const BUSINESS_COLOR_STYLES: Record<BusinessColor, BusinessColorStyle> = {
  blue: style('Blue', '#3b82f6', '#2563eb', '#1d4ed8'),
  green: style('Green', '#16a34a', '#15803d', '#166534'),
  purple: style('Purple', '#9333ea', '#9333ea', '#6b21a8'),
  red: style('Red', '#dc2626', '#dc2626', '#991b1b'),
  orange: style('Orange', '#f97316', '#c2410c', '#9a3412'),
  yellow: style('Yellow', '#eab308', '#a16207', '#854d0e'),
  pink: style('Pink', '#ec4899', '#db2777', '#9d174d'),
  indigo: style('Indigo', '#4f46e5', '#4f46e5', '#3730a3'),
};

export const BUSINESS_COLOR_CHOICES = Object.keys(BUSINESS_COLOR_STYLES) as BusinessColor[];

/** Default blue. */
export const DEFAULT_COLOR: BusinessColor = 'blue';

/** The style of a stored colour (blue for anything unexpected, so a bad value never breaks a screen). */
export function businessColorStyle(color: string): BusinessColorStyle {
  return BUSINESS_COLOR_STYLES[color as BusinessColor] ?? BUSINESS_COLOR_STYLES[DEFAULT_COLOR];
}
