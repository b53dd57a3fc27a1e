import { startTransition, useEffect, useState } from 'react';

// Modules loaded once in this page, by key: a screen opened again renders at once.
const loaded = new Map<string, unknown>();

type State<T> = { key: string; value?: T; error?: Error };

/**
 * A module the screen needs, loaded on first use and kept: returned at once when already loaded, `undefined` while
 * it loads (the caller shows its skeleton), and its load error thrown for the nearest error boundary (Retry remounts,
 * which tries again; a failure is never kept).
 *
 * Not React.lazy + Suspense: React holds back a Suspense boundary's reveal until 300 ms after the last fallback it
 * showed, so the splash → signed-in app → screen chain put every screen's first content up to 0.6 s behind its code
 * and data, even when both were already there. A state update after the load (a transition, which React renders in
 * slices) is drawn as soon as it is rendered (docs/decisions/3102-no-waterfall.md).
 */
export function useLoadedModule<T>(key: string, load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<State<T>>(() => ({ key, value: loaded.get(key) as T | undefined }));
  const current: State<T> = state.key === key ? state : { key, value: loaded.get(key) as T | undefined };
  const ready = current.value !== undefined || current.error !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    load().then(
      (value) => {
        loaded.set(key, value);
        // A transition: React renders the screen in slices, yielding between them (one long task otherwise).
        if (live) startTransition(() => setState({ key, value }));
      },
      (error: unknown) => {
        if (live) setState({ key, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
    // `load` is the way to get `key`: a new function for the same key loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  if (current.error !== undefined) throw current.error;
  return current.value;
}

/** Test helper: the next use of every key loads again. */
export function forgetLoadedModules(): void {
  loaded.clear();
}
