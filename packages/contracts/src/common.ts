import { z } from 'zod';

/** Every error response: `{ message, issues? }`. */
export const errorBodySchema = z.object({ message: z.string(), issues: z.array(z.unknown()).optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Route param `:id` (our ids are UUIDs; anything else cannot exist, so it is a 404 upstream). */
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** Our record ids are UUIDs. A well-formed id that is not the caller's is a 404, and so is a malformed one. */
export const uuidSchema = z.uuid();
export const isUuid = (value: unknown): value is string => uuidSchema.safeParse(value).success;

/**
 * A record id in a body or query (e.g. `businessId`). Any short string passes here: the service answers 404 for an
 * id that is malformed or not the caller's, exactly as for an unknown one, so callers cannot probe for ids.
 */
export const recordIdSchema = (what: string) =>
  z
    .string({ message: `Please choose a ${what}` })
    .trim()
    .min(1, `Please choose a ${what}`)
    .max(100, `Unknown ${what}`);

/**
 * The instants PostgreSQL and every client can hold: years 0001–9999 in UTC. ISO 8601 allows year 0000 and
 * offsets that push 9999-12-31 into year 10000; both used to reach the database and fail there (decision 0801).
 */
export const MIN_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
export const MAX_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
export const DATE_RANGE_MESSAGE = 'Use a date between the years 0001 and 9999';
const inRange = (time: number) => time >= MIN_INSTANT && time <= MAX_INSTANT;

/** API dates travel as yyyy-MM-dd (and must be real calendar dates, year 0001 or later). */
export const isoDateSchema = z.iso
  .date({ message: 'Use a real date in the format yyyy-MM-dd' })
  .refine((v) => !v.startsWith('0000'), DATE_RANGE_MESSAGE);

const DATE_TIME_MESSAGE = 'Use an ISO date and time, e.g. 2025-01-31T09:30:00.000Z';
const isDateTime = (v: string) =>
  z.iso.datetime({ offset: true }).safeParse(v).success || z.iso.date().safeParse(v).success;
const toInstant = (v: string) => new Date(v.length === 10 ? `${v}T00:00:00.000Z` : v);

/** An instant: an ISO 8601 date-time with `Z` or an offset (e.g. `2025-01-31T09:30:00.000Z`), or a plain yyyy-MM-dd (midnight UTC). */
export const isoDateTimeSchema = z
  .string({ message: DATE_TIME_MESSAGE })
  .meta({ format: 'date-time' })
  .refine(isDateTime, DATE_TIME_MESSAGE)
  .refine((v) => !isDateTime(v) || inRange(toInstant(v).getTime()), DATE_RANGE_MESSAGE)
  .transform(toInstant);

/**
 * Text PostgreSQL can store: no NUL character (a text column cannot hold it) and no lone UTF-16 surrogate
 * (not Unicode, so it has no UTF-8 encoding). Both arrive as JSON escapes (`\u0000`, `\ud800`).
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this pattern exists to find
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isStorableText = (v: string) => !UNSTORABLE.test(v);
export const unstorableTextMessage = (label: string) => `${label} contains a character that cannot be saved`;

/**
 * Text that displays honestly (names, titles, tags, labels — what other screens show as a line of text,
 * docs/product.md#conventions). Two ways a string can lie about itself:
 * - bidirectional override and isolate controls (U+202A–U+202E, U+2066–U+2069) make the text around them display
 *   reversed or reordered ('invoice\u202Efdp.exe' reads as 'invoiceexe.pdf');
 * - a string of only invisible characters (zero-width spaces, joiners, fillers, format controls, blanks) passes a
 *   "required" check yet shows nothing.
 * Both are refused by every schema built with `displayText`, and the fuzz run tries both on every such field
 * (`displayText: true` in the JSON Schema, @fj/server-kit/testing).
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
/** Whitespace, default-ignorable code points (format controls, joiners, fillers, variation selectors), C0/C1 controls, the Braille blank. */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/gu;
export const hasVisibleText = (v: string) => v.replace(INVISIBLE, '').length > 0;
export const hasNoBidiControls = (v: string) => !BIDI_CONTROLS.test(v);
export const bidiControlMessage = (label: string) => `${label} contains characters that reverse or reorder text`;
export const invisibleTextMessage = (label: string) => `${label} has no visible characters`;

/**
 * The display rule on a (trimmed) string schema: refuses direction controls, and strings with nothing visible —
 * with `blank` (a required field's own "please enter…" message), or unless empty when the field may be left blank.
 */
export function displayText(
  schema: z.ZodString,
  label: string,
  { blank, allowEmpty = false }: { blank?: string; allowEmpty?: boolean } = {},
) {
  return schema
    .refine((v) => (allowEmpty && v === '') || hasVisibleText(v), blank ?? invisibleTextMessage(label))
    .refine(hasNoBidiControls, bidiControlMessage(label))
    .meta({ displayText: true });
}

/** A required name or title: trimmed, 1–`max` characters, storable, and displaying honestly. */
export const requiredDisplayTextSchema = (message: string, label: string, max: number) =>
  displayText(requiredTextSchema(message, label, max), label, { blank: message });

/** Optional free text: trimmed; absent, null or blank is stored (and answered) as null. */
export const optionalTextSchema = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine(isStorableText, unstorableTextMessage(label))
    .nullish()
    .transform((v) => (v ? v : null));

/** Required free text, trimmed; `message` is what a person sees when it is blank (once: blank stops the checks). */
export const requiredTextSchema = (message: string, label: string, max: number) =>
  z
    .string({ message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, `${label} is at most ${max} characters`)
    .refine(isStorableText, unstorableTextMessage(label));

/** Money: a finite amount ≥ 0, stored to the cent (DECIMAL(14,2)). */
export const MAX_AMOUNT = 999_999_999_999.99;
export const amountSchema = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT, `${label} is too large`);

/** Priorities shared by action items and growth ideas. */
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const prioritySchema = z.enum(PRIORITIES, { message: `Priority must be one of: ${PRIORITIES.join(', ')}` });
export type Priority = z.infer<typeof prioritySchema>;

/** `?businessId=` on child lists. */
export const businessIdQuerySchema = z.object({ businessId: recordIdSchema('business') });

/**
 * The body of a partial update (PUT/PATCH that replaces only the fields sent): every field optional, unknown keys
 * refused, and at least one field required.
 */
export const partialUpdateSchema = <T extends z.ZodRawShape>(fields: T) =>
  z
    .object(fields)
    .partial()
    .strict()
    .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change');
