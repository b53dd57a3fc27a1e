import { useLayoutEffect } from 'react';
import { DRAWN_VIEW_ELEMENT_ID } from '@fj/contracts/page-data';

/**
 * The chrome and screen the BFF drew into a signed-in page (docs/decisions/3114-a-first-view-drawn-by-the-server.md)
 * stay on screen while the app's code arrives: the app renders into its hidden root, and its first chrome takes the
 * drawing's place in the same task (nothing paints in between, nothing moves). Until the route's own code has arrived,
 * the drawn screen's elements stand in its place instead of a skeleton (moved, not parsed again: the styles the page's
 * script gave them stay).
 */

/** Marks the drawn screen inside the drawn chrome. */
export const DRAWN_PAGE_ATTRIBUTE = 'data-fj-drawn-page';

let drawn: { view: HTMLElement | undefined; root: HTMLElement; page: Element | undefined; address: string } | undefined;

/** Before the app's first render. Nothing happens on a page without a drawing (the offline copy, the landing page). */
export function keepDrawnView(root: HTMLElement): void {
  const view = document.getElementById(DRAWN_VIEW_ELEMENT_ID);
  if (!view) return;
  const page = view.querySelector(`[${DRAWN_PAGE_ATTRIBUTE}]`) ?? undefined;
  drawn = { view, root, page, address: window.location.pathname + window.location.search };
  root.hidden = true;
}

/** The app's own render is on screen from this commit: the drawing goes, the root shows. */
export function useTakeOverDrawnView(): void {
  useLayoutEffect(() => {
    if (!drawn?.view) return;
    drawn.view.remove();
    drawn.view = undefined;
    drawn.root.hidden = false;
  }, []);
}

/** Was a drawing shown at start? (The app keeps the scroll position the person reached in it.) */
export const startedFromDrawnView = () => drawn !== undefined;

/** The drawn screen while the address it was drawn for waits for its code; undefined otherwise. */
export function drawnPage(address: string): Element | undefined {
  return drawn && drawn.address === address ? drawn.page : undefined;
}

/** The route's own screen has rendered: the drawing is not shown again. */
export function forgetDrawnPage(): void {
  if (drawn) drawn.page = undefined;
}
