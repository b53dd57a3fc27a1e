// The ids of the JSON data blocks the BFF puts in a signed-in route's page and the app reads from it
// (docs/decisions/3102-no-waterfall.md). Kept apart from ./first-data, which the browser does not carry.

/** The signed-in user and the remote map (read by the shell before its first render). */
export const FIRST_VIEW_ELEMENT_ID = 'fj-first-view';

/** The answers of the page's first reads, by URL (taken once by @fj/ui's reads). */
export const FIRST_ANSWERS_ELEMENT_ID = 'fj-first-answers';

/**
 * The key, beside the URLs, under which the answers block lists the first reads the server refused (a 403: not on the
 * user's plan), each as `{ status, body }`: the screen shows the refusal at once, as if it had asked. No read's URL
 * can be this key (they start with '/').
 */
export const REFUSED_READS_KEY = 'refused';

/** A refused first read as the answers block carries it: the response's status and body. */
export interface RefusedRead {
  status: number;
  body: string;
}

/** The signed-in chrome and screen the BFF drew into the page, shown until the app's own render replaces them. */
export const DRAWN_VIEW_ELEMENT_ID = 'fj-drawn';
