import type { ZodType } from 'zod';
import { badRequest } from './http-error';

/**
 * Keyset pagination cursors (lists that grow: the community feed, comment threads, chat). A cursor is the sort key of
 * the last row a page answered — e.g. `[isPinned, createdAt ms, id]` — as base64url JSON, opaque to clients; the next
 * page continues strictly after that key, so rows inserted meanwhile never shift or repeat a page.
 */
export function encodeCursor(key: ReadonlyArray<string | number | boolean>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key in `cursor`, checked against `schema` (usually a z.tuple); anything else is a 400 with `message`. */
export function decodeCursor<T>(cursor: string, schema: ZodType<T>, message: string): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(message);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(message);
  return parsed.data;
}
