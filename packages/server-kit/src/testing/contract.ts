import { API_CATALOG, type Endpoint } from '@fj/contracts';
import { z, type ZodType } from 'zod';

export interface Contract {
  method: Exclude<Endpoint['method'], 'get'>;
  /** The catalog's path, `{id}` for parameters. */
  path: string;
  /** `PUT /api/businesses/{id}`, for test names. */
  name: string;
  /** The request body's schema; an empty object for an endpoint that takes none. */
  body: ZodType;
  /** What every 2xx body must match; `null` when the catalog promises no JSON body (a 204, a stream). */
  response: ZodType | null;
}

const NO_BODY = z.object({}).strict();

/**
 * The catalog's contract of one mutating endpoint, named as the catalog names it (`'put', '/api/businesses/{id}'`).
 * Fuzz tests take the body and response schemas from here, so each endpoint is checked against what the API
 * documents; a path the catalog lacks fails at once. bff/test/fuzz-coverage.test.ts reads these calls to find the
 * mutating endpoints no fuzz test covers.
 */
export function contractOf(method: Contract['method'], path: string): Contract {
  const entry = API_CATALOG.find((e) => e.method === method && e.path === path);
  if (!entry)
    throw new Error(`${method.toUpperCase()} ${path} is not in the API catalog (packages/contracts/src/catalog.ts)`);
  return {
    method,
    path,
    name: `${method.toUpperCase()} ${path}`,
    body: entry.body ?? NO_BODY,
    response: entry.response ?? null,
  };
}
