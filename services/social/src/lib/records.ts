import { isUuid } from '@fj/contracts';
import { notFound } from '@fj/server-kit';

/** A malformed id cannot exist: the same 404 as another user's id. */
export function recordId(value: unknown, what: string): string {
  if (!isUuid(value)) throw notFound(what);
  return value;
}

export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'P2002';
