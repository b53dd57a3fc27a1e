import { isUnauthorizedError } from '../auth/unauthorized';
import { toast, type ToastInput } from './toastStore';

/**
 * A destructive toast for a failed call (docs/product.md#toasts-and-errors). A 401 already shows 'Unauthorized' and
 * redirects to sign-in (the shell's query client); that toast stays on screen.
 */
export function toastFailure(error: unknown, input: Omit<ToastInput, 'variant'>): void {
  if (isUnauthorizedError(error)) return;
  toast({ ...input, variant: 'destructive' });
}
