import { ApiError } from '../api/ApiError';
import { toast } from '../toast/toastStore';

/** The browser goes to the login endpoint 500 ms after the Unauthorized toast (docs/product.md#toasts-and-errors). */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOGIN_URL = '/api/login';

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 401 : error instanceof Error && /^401: /.test(error.message);
}

let redirecting = false;

/** Several requests can fail with 401 at once: one toast, one redirect. */
export function handleUnauthorized(goTo: (url: string) => void = (url) => window.location.assign(url)): void {
  if (redirecting) return;
  redirecting = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => goTo(LOGIN_URL), LOGIN_REDIRECT_DELAY_MS);
}

/** Test helper. */
export function resetUnauthorized(): void {
  redirecting = false;
}
