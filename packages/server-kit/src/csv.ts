// One CSV writer for every export (analytics in core, the account export in the BFF).
// CSV as RFC 4180 says: fields separated by commas, records ended by CRLF, a field holding a comma, a double quote, CR
// or LF is enclosed in double quotes with its quotes doubled. Text that a spreadsheet would run as a formula (starting
// with =, +, -, @, tab or CR) is prefixed with an apostrophe (OWASP "CSV injection"): a business named
// '=HYPERLINK(…)' stays text when the export is opened in Excel or Sheets.

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: numbers as they are, text guarded against formulas, quoted when it must be. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvRecord = (fields: ReadonlyArray<string | number>): string => `${fields.map(csvField).join(',')}\r\n`;

/**
 * `Content-Disposition: attachment` with an ASCII `filename` for old clients and the exact UTF-8 name in `filename*`
 * (RFC 6266 / RFC 8187).
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file-name-safe slug of a name ('Sunrise Bakery' → 'sunrise-bakery'); `fallback` when nothing is left. */
export const slug = (name: string, fallback = 'business'): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || fallback;
