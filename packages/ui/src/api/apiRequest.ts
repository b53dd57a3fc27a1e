import { throwIfNotOk } from './ApiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call sends the session cookie; a JSON body (and its content type) only when one is given.
 * Resolves with the Response (callers read the body they expect); rejects with ApiError when not ok.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    // A delete behind an Undo toast may run while the page is being left (the toast closes on pagehide).
    ...(method === 'DELETE' ? { keepalive: true } : {}),
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest + JSON body; an empty body (204) reads as undefined. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
