import { ApiError } from '../api/ApiError';
import { apiJson, type HttpMethod } from '../api/apiRequest';
import { keyFor } from '../api/idempotency';
import { isNetworkError, isOffline, setServerReachable } from './connectivity';
import type { PendingWrite, WriteProblem } from './pendingWrites';

// One way for a screen to write (docs/decisions/2602-offline-first.md): online, the request goes at once with its
// Idempotency-Key; offline — or when the server cannot be reached — it is saved to the signed-in user's outbox on this
// device and replayed in order, once, when the connection returns. An edit refused because the record changed (412)
// waits in the outbox too, for the person to choose a version.

export interface WriteRequest {
  method: HttpMethod;
  url: string;
  body?: unknown;
  /** The updatedAt of the record an edit started from (If-Match). */
  ifMatch?: string;
  /** What it does, in words, for the outbox: 'New note "Train ideas"'. */
  label: string;
  /** The API path whose screen shows it while it waits; by default the URL's first two segments ('/api/notes'). */
  scope?: string;
}

/** The answer of a write that did not reach the server yet: it is in the outbox. */
export interface QueuedWrite {
  readonly queuedWrite: true;
  readonly id: string;
  /** An edit whose record changed meanwhile: the person chooses a version ('Needs attention'). */
  readonly conflict: boolean;
}

export const isQueued = (value: unknown): value is QueuedWrite =>
  typeof value === 'object' && value !== null && (value as { queuedWrite?: unknown }).queuedWrite === true;

export const defaultScope = (url: string) => url.split('?')[0].split('/').slice(0, 3).join('/');

/** The server's 412 body: `{ message, current }` (the record as it is now). */
function conflictOf(error: ApiError): WriteProblem {
  let current: unknown;
  try {
    current = (JSON.parse(error.body) as { current?: unknown }).current;
  } catch {
    current = undefined;
  }
  return { kind: 'conflict', status: 412, message: error.serverMessage ?? error.message, current };
}

async function queue(userId: string, write: WriteRequest, key: string, problem?: WriteProblem): Promise<QueuedWrite> {
  const entry: PendingWrite = {
    id: key,
    method: write.method,
    url: write.url,
    body: write.body,
    ifMatch: write.ifMatch,
    label: write.label,
    scope: write.scope ?? defaultScope(write.url),
    queuedAt: Date.now(),
    problem,
  };
  const { enqueue } = await import('@fj/ui/offline');
  await enqueue(userId, entry);
  return { queuedWrite: true, id: key, conflict: problem?.kind === 'conflict' };
}

/**
 * Sends `write` now, or keeps it in `userId`'s outbox when offline, unreachable, or in conflict. Without a user (not
 * signed in) it is an ordinary request. Any other failure rejects as before (ApiError), for the screen to show.
 */
export async function sendWrite<T>(userId: string | undefined, write: WriteRequest): Promise<T | QueuedWrite> {
  const key = keyFor(write.method, write.url, write.body, write.ifMatch);
  if (userId && isOffline()) return queue(userId, write, key);
  try {
    const answer = await apiJson<T>(write.method, write.url, write.body, {
      idempotencyKey: key,
      ifMatch: write.ifMatch,
    });
    setServerReachable(true);
    return answer;
  } catch (error) {
    if (userId && isNetworkError(error)) {
      setServerReachable(false);
      return queue(userId, write, key);
    }
    if (userId && error instanceof ApiError && error.status === 412)
      return queue(userId, write, key, conflictOf(error));
    throw error;
  }
}
