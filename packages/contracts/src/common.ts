import { z } from 'zod';

/** Every error response: `{ message, issues? }`. */
export const errorBodySchema = z.object({ message: z.string(), issues: z.array(z.unknown()).optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Route param `:id` (our ids are UUIDs; anything else cannot exist, so it is a 404 upstream). */
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** API dates travel as yyyy-MM-dd. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');
