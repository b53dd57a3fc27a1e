import type { ZodType, z } from 'zod';
import { badRequest } from './http-error';

/** "name: Name is required; color: Invalid option" — short enough for a toast. */
export function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Parse untrusted input with a contract schema; a failure is a 400 with the zod issues. */
export function parse<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(result.error.issues), result.error.issues);
  return result.data;
}
