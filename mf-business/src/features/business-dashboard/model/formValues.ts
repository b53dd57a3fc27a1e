// Parsing of form text into API values (spec §5), shared by the dashboard's forms.

/** Trimmed text, or undefined when blank (blank optional fields are left out of the request). */
export const optionalText = (value: string): string | undefined => value.trim() || undefined;

/** Spec §5: "parsed as an integer or null". Empty or not a number → null. */
export function parseIntegerOrNull(value: string): number | null {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Spec §5: "parsed as a float or null". Empty or not a number → null. */
export function parseFloatOrNull(value: string): number | null {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}
