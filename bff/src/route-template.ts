import type { Request } from 'express';
import { API_CATALOG } from '@fj/contracts';

/** `/api/notes/{id}` → a pattern matching one path segment per parameter. */
const patternOf = (path: string) =>
  new RegExp('^' + path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$');

/** Per method, the catalogue's paths: fixed ones before those with parameters (`/reorder` before `/{id}`). */
const byMethod = new Map<string, Array<{ template: string; pattern: RegExp }>>();
for (const endpoint of [...API_CATALOG].sort(
  (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
)) {
  const method = endpoint.method.toUpperCase();
  if (!byMethod.has(method)) byMethod.set(method, []);
  byMethod.get(method)!.push({ template: endpoint.path, pattern: patternOf(endpoint.path) });
}

/**
 * The metrics label of a request Express routed to no handler of its own (the proxied API, static files, app
 * documents): the catalogue's template (`/api/notes/{id}`), `api-unknown`, `static` or `document` — a bounded set,
 * never the raw path.
 */
export function catalogRoute(req: Request): string {
  const path = req.path;
  if (path.startsWith('/api/') || path === '/api') {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    return byMethod.get(method)?.find((e) => e.pattern.test(path))?.template ?? 'api-unknown';
  }
  return /\.[a-z0-9]+$/i.test(path) ? 'static' : 'document';
}
