import type { BusinessColor } from '@fj/contracts';

// Type-only imports from @fj/contracts: its values are built with zod at module load, and importing one of them
// would put zod into this remote's bundle. `Record<BusinessColor, …>` still makes the compiler check that every
// contract colour has a style (test/businessColors.test.ts checks the list against the contract at run time).

export interface BusinessColorStyle {
  label: string;
  /** A solid colour for dots and swatches. */
  swatch: string;
  /** The dashboard header background; white text must stay readable on it. */
  gradient: string;
}

/** Spec §3/§9: the eight business colours, in the order the picker shows them. */
export const BUSINESS_COLOR_STYLES: Record<BusinessColor, BusinessColorStyle> = {
  blue: { label: 'Blue', swatch: '#3b82f6', gradient: 'linear-gradient(135deg, #3b82f6 0%, #1d4ed8 100%)' },
  green: { label: 'Green', swatch: '#16a34a', gradient: 'linear-gradient(135deg, #22c55e 0%, #15803d 100%)' },
  purple: { label: 'Purple', swatch: '#9333ea', gradient: 'linear-gradient(135deg, #a855f7 0%, #7e22ce 100%)' },
  red: { label: 'Red', swatch: '#dc2626', gradient: 'linear-gradient(135deg, #ef4444 0%, #b91c1c 100%)' },
  orange: { label: 'Orange', swatch: '#f97316', gradient: 'linear-gradient(135deg, #fb923c 0%, #c2410c 100%)' },
  yellow: { label: 'Yellow', swatch: '#eab308', gradient: 'linear-gradient(135deg, #f59e0b 0%, #b45309 100%)' },
  pink: { label: 'Pink', swatch: '#ec4899', gradient: 'linear-gradient(135deg, #f472b6 0%, #be185d 100%)' },
  indigo: { label: 'Indigo', swatch: '#4f46e5', gradient: 'linear-gradient(135deg, #6366f1 0%, #3730a3 100%)' },
};

export const BUSINESS_COLOR_CHOICES = Object.keys(BUSINESS_COLOR_STYLES) as BusinessColor[];

/** Spec §3: default blue. */
export const DEFAULT_COLOR: BusinessColor = 'blue';

/** The style of a stored colour (blue for anything unexpected, so a bad value never breaks a screen). */
export function businessColorStyle(color: string): BusinessColorStyle {
  return BUSINESS_COLOR_STYLES[color as BusinessColor] ?? BUSINESS_COLOR_STYLES[DEFAULT_COLOR];
}
