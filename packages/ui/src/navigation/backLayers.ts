import { useEffect, useRef } from 'react';

/**
 * Back closes the top sheet or dialog instead of leaving the page (docs/decisions/2702-back-closes-sheets.md).
 *
 * Each open layer (a dialog, a sheet) owns one history entry at the page's own URL, marked `fjLayers: n` in its
 * state (the router's `idx` and `key` are kept, so the router sees the same place). Back pops that entry; the
 * `popstate` handler closes the layers above the depth it lands on. A layer closed any other way (its close button,
 * Escape, a save) gives its entry back with `history.go(-n)`.
 *
 * Opens and closes are reconciled with history once the current task is done, so a sheet that closes while another
 * opens in the same render (a sheet handing over to its confirm dialog) moves no history at all: two traversals
 * started back to back race in browsers.
 */

interface Layer {
  close: () => void;
}

const STATE_KEY = 'fjLayers';
/** Layers open now, oldest first. */
const stack: Layer[] = [];
/** History entries of ours above the page's entry (while the current entry is ours). */
let pushed = 0;
let scheduled = false;
let listening = false;
/** Our own `history.go(-n)` is on its way (its popstate has not come yet): reconcile after it lands. */
let traversing = false;
/**
 * A full page load is on its way (`leavePage`): a layer closing with it gives no entry back, as a `history.go(-n)`
 * now would cancel that load (a dialog closing after 'Delete account' would keep the person on the page).
 */
let leaving = false;

const depthOf = (state: unknown): number => {
  if (!state || typeof state !== 'object' || !(STATE_KEY in state)) return 0;
  const depth = (state as Record<string, unknown>)[STATE_KEY];
  return typeof depth === 'number' ? depth : 0;
};

const withDepth = (depth: number): Record<string, unknown> => {
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
  if (depth === 0) delete base[STATE_KEY];
  else base[STATE_KEY] = depth;
  return base;
};

function onPopState(event: PopStateEvent) {
  const depth = depthOf(event.state);
  if (traversing) {
    traversing = false;
    if (stack.length !== pushed) schedule();
    return;
  }
  if (depth > pushed) {
    // Forward onto an entry of a layer that is closed now: unmark it, so it cannot be counted as open.
    window.history.replaceState(withDepth(pushed), '');
    return;
  }
  // Back: close the layers above the entry we landed on, the top one first.
  while (pushed > depth) {
    pushed -= 1;
    stack.pop()?.close();
  }
}

function reconcile() {
  scheduled = false;
  if (traversing || leaving) return; // onPopState schedules again; a page being left keeps its history
  // Someone else moved history while layers were open (a link inside a sheet navigated): the entries we left behind
  // are plain duplicates of the old page; start counting from here.
  if (depthOf(window.history.state) !== pushed) pushed = depthOf(window.history.state);
  if (stack.length > pushed) {
    while (pushed < stack.length) {
      pushed += 1;
      window.history.pushState(withDepth(pushed), '');
    }
  } else if (stack.length < pushed) {
    const steps = pushed - stack.length;
    pushed = stack.length;
    traversing = true;
    window.history.go(-steps);
  }
}

function schedule() {
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', onPopState);
    // Back from the next page restores this one from the back/forward cache: it is not being left any more.
    window.addEventListener('pageshow', () => {
      leaving = false;
    });
    forgetStaleMark();
  }
  if (scheduled) return;
  scheduled = true;
  setTimeout(reconcile, 0);
}

/**
 * A page loaded on an entry a layer had marked (a reload while a sheet was open, or one that came before the sheet's
 * `history.go(-n)` could land) has nothing open: unmark the entry at once, so the mark never counts as an open layer.
 */
function forgetStaleMark() {
  if (stack.length === 0 && depthOf(window.history.state) > 0) window.history.replaceState(withDepth(0), '');
}

if (typeof window !== 'undefined') forgetStaleMark();

/** While `open`, Back calls `close` (and leaves the page where it is). The shared dialogs use it; so can any layer. */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { close: () => closeRef.current() };
    stack.push(layer);
    schedule();
    return () => {
      const at = stack.indexOf(layer);
      // Already gone when Back closed it.
      if (at === -1) return;
      stack.splice(at, 1);
      schedule();
    };
  }, [open]);
}

/** A full load of `url` (the page is left): use it instead of `location.assign`, so a closing sheet cannot cancel it. */
export function leavePage(url: string): void {
  leaving = true;
  window.location.assign(url);
}

/** For tests: forget every layer and our history marks. */
export function resetBackLayers(): void {
  stack.length = 0;
  pushed = 0;
  scheduled = false;
  traversing = false;
  leaving = false;
}
