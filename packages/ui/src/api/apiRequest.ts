import { throwIfNotOk } from './ApiError';
import { IDEMPOTENCY_HEADER, isUnsafe, keyFor, settleKey } from './idempotency';
import { answerValue, forgetFirstAnswers, takeFirstAnswer } from './firstAnswers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /**
   * A write's Idempotency-Key. By default one per distinct write, shared by a repeat that is sent while it runs or
   * after it failed (docs/decisions/2601-idempotent-writes.md).
   */
  idempotencyKey?: string;
  /** The version (updatedAt) an edit started from, sent as If-Match: 412 if the record changed since (decision 2603). */
  ifMatch?: string;
}

/**
 * Every call sends the session cookie; a JSON body (and its content type) only when one is given; every write an
 * Idempotency-Key. Resolves with the Response (callers read the body they expect); rejects with ApiError when not ok,
 * and with the fetch's own TypeError when the server could not be reached.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  if (isUnsafe(method)) forgetFirstAnswers(); // what the page's first answers say may change now
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const key = isUnsafe(method) ? (options.idempotencyKey ?? keyFor(method, url, body, options.ifMatch)) : undefined;
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  if (options.ifMatch) headers['If-Match'] = `"${options.ifMatch}"`;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length ? headers : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    // A delete behind an Undo toast may run while the page is being left (the toast closes on pagehide).
    ...(method === 'DELETE' ? { keepalive: true } : {}),
  });
  // Kept (2xx) or refused (4xx): done with this key. A 5xx or no answer keeps it for the retry.
  if (key && res.status < 500) settleKey(key);
  await throwIfNotOk(res);
  return res;
}

/**
 * apiRequest + JSON body; an empty body (204) reads as undefined. A read whose answer the page carries takes it
 * (./firstAnswers.ts).
 */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const first = method === 'GET' ? takeFirstAnswer(url) : undefined;
  if (first) return answerValue(first) as T;
  const res = await apiRequest(method, url, body, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
