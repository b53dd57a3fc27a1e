import { ApiError } from '../api/ApiError';
import { toast } from '../toast/toastStore';

/** The browser goes to the login endpoint 500 ms after the Unauthorized toast (docs/product.md#toasts-and-errors). */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOGIN_URL = '/api/login';

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 401 : error instanceof Error && /^401: /.test(error.message);
}

/**
 * The sign-in page, returning to `next` afterwards (a path of this app; the BFF accepts only safe same-origin paths,
 * docs/decisions/3006-deep-links-after-sign-in.md). Home needs no `next`.
 */
export function loginUrl(next?: string): string {
  return next && next !== '/' ? `${LOGIN_URL}?next=${encodeURIComponent(next)}` : LOGIN_URL;
}

const currentPath = () =>
  typeof window === 'undefined'
    ? undefined
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;

let redirecting = false;

/**
 * Several requests can fail with 401 at once: one toast, one redirect — to the sign-in page, which brings the person
 * back to `next` (by default the page they are on).
 */
export function handleUnauthorized(
  goTo: (url: string) => void = (url) => window.location.assign(url),
  next: string | undefined = currentPath(),
): void {
  if (redirecting) return;
  redirecting = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => goTo(loginUrl(next)), LOGIN_REDIRECT_DELAY_MS);
}

/** Test helper. */
export function resetUnauthorized(): void {
  redirecting = false;
}
