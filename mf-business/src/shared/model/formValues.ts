// Parsing of form text into API values, shared by the dashboard's forms.

/** Trimmed text, or undefined when blank (blank optional fields are left out of a create request). */
export const optionalText = (value: string): string | undefined => value.trim() || undefined;

/** Trimmed text, or null when blank: an edit sends null to clear what was there. */
export const nullableText = (value: string): string | null => value.trim() || null;

/** A whole number or null: empty or not a number → null. */
export function parseIntegerOrNull(value: string): number | null {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? null : parsed;
}

/** A number or null: empty or not a number → null. */
export function parseFloatOrNull(value: string): number | null {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A number field as typed, for inline checks: null when empty, NaN when not a number. */
export const typedNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** A form value for an optional number (null → ''). */
export const numberText = (value: number | null): string => (value === null ? '' : String(value));
