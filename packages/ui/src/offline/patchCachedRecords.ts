import type { QueryClient } from '@tanstack/react-query';

const MAX_DEPTH = 4;

/** `value` with the record `id` (found in arrays and nested objects: pages, lists) merged with `patch`. */
function patched(value: unknown, id: string, patch: object, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const after = patched(item, id, patch, depth + 1);
      changed ||= after !== item;
      return after;
    });
    return changed ? next : value;
  }
  if ((value as { id?: unknown }).id === id) return { ...value, ...patch };
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    next[name] = patched(item, id, patch, depth + 1);
    changed ||= next[name] !== item;
  }
  return changed ? next : value;
}

/**
 * Shows a write kept offline at once (docs/decisions/2602-offline-first.md): every cached answer under `scope` (query
 * keys starting with it, e.g. '/api/content-plans') that holds the record `id` gets `patch` merged into that record.
 * The next read after the write synced replaces it with the server's version.
 */
export function patchCachedRecords(queryClient: QueryClient, scope: string, id: string, patch: object): void {
  queryClient.setQueriesData(
    { predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(scope) },
    (data: unknown) => patched(data, id, patch, 0),
  );
}
