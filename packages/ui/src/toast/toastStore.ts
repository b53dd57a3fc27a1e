import { useSyncExternalStore, type ReactNode } from 'react';

/** One toast visible at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

/** A button inside the toast (e.g. Undo). `altText` tells screen-reader users how to reach the same action otherwise. */
export interface ToastAction {
  label: string;
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Runs once when the toast goes away for any reason: timeout, swipe, Close, its action, or a newer toast. */
  onClose?: () => void;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

// One module-level store: @fj/ui is a federation singleton, so the shell's <Toaster/> shows toasts raised in any remote.
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const closed = new Set<string>();
let counter = 0;

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      closed.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

function notifyClosed(item: ToastItem) {
  if (closed.has(item.id)) return;
  closed.add(item.id);
  item.onClose?.();
}

/** Closes a toast (all toasts when no id): it animates out, then is removed later. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  toasts.forEach((t) => (id === undefined || t.id === id) && scheduleRemoval(t.id));
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  closing.forEach(notifyClosed);
}

/** Shows a toast; it replaces the one on screen (TOAST_LIMIT = 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next = [{ ...input, id, open: true }, ...toasts];
  setToasts(next.slice(0, TOAST_LIMIT));
  next.slice(TOAST_LIMIT).forEach(notifyClosed);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

// Leaving the page closes every toast, so what waits for a toast to close (a delete behind Undo) still happens.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => dismissToast());

/** Test helper: forget every toast and timer. */
export function resetToasts(): void {
  removeTimers.forEach(clearTimeout);
  removeTimers.clear();
  closed.clear();
  setToasts([]);
}
