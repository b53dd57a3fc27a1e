import { noteServerRestarting } from './restarting';

/**
 * A non-2xx API response. `message` is `${status}: ${body}` (the status text when the body is empty);
 * `serverMessage` is the `{ message }` of a JSON error body, which screens show where the product says "server
 * message".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = parseServerMessage(body);
  }
}

function parseServerMessage(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text itself is already in `message`.
  }
  return undefined;
}

/** The server's own message when it sent one, else the screen's fallback text (docs/product.md#toasts-and-errors). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** Throws an ApiError for any non-success response; a 503 also tells the screens the server is restarting. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  if (res.status === 503) noteServerRestarting(Number(res.headers.get('Retry-After')));
  throw new ApiError(res.status, res.statusText, await res.text());
}
