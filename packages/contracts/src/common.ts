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
  z.string({ message: `Please choose a ${what}` }).trim().min(1, `Please choose a ${what}`).max(100, `Unknown ${what}`);

/** API dates travel as yyyy-MM-dd (and must be real calendar dates). */
export const isoDateSchema = z.iso.date({ message: 'Use a real date in the format yyyy-MM-dd' });

/** An instant: an ISO 8601 date-time with `Z` or an offset (e.g. `2025-01-31T09:30:00.000Z`), or a plain yyyy-MM-dd (midnight UTC). */
export const isoDateTimeSchema = z
  .string({ message: 'Use an ISO date and time, e.g. 2025-01-31T09:30:00.000Z' })
  .refine(
    (v) => z.iso.datetime({ offset: true }).safeParse(v).success || z.iso.date().safeParse(v).success,
    'Use an ISO date and time, e.g. 2025-01-31T09:30:00.000Z',
  )
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00.000Z` : v));

/** Optional free text: trimmed; absent, null or blank is stored (and answered) as null. */
export const optionalTextSchema = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Required free text, trimmed; `message` is what a person sees when it is blank. */
export const requiredTextSchema = (message: string, label: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `${label} is at most ${max} characters`);

/** Money: a finite amount ≥ 0, stored to the cent (DECIMAL(14,2)). */
export const MAX_AMOUNT = 999_999_999_999.99;
export const amountSchema = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT, `${label} is too large`);

/** Priorities shared by action items and growth ideas (spec §3). */
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const prioritySchema = z.enum(PRIORITIES, { message: `Priority must be one of: ${PRIORITIES.join(', ')}` });
export type Priority = z.infer<typeof prioritySchema>;

/** `?businessId=` on child lists. */
export const businessIdQuerySchema = z.object({ businessId: recordIdSchema('business') });
