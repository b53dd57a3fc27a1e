/**
 * The answers of a signed-in screen's first reads, which the BFF put inside the page (docs/decisions/3102-no-waterfall.md):
 * each is taken once, by the first read of its URL, instead of asking the server again. Any write forgets the ones not
 * taken yet (what they say may have changed); so does a page without them (the service worker's offline copy).
 */

import { FIRST_ANSWERS_ELEMENT_ID } from '@fj/contracts/page-data';

let answers: Map<string, unknown> | undefined;

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const data: unknown = JSON.parse(text);
    if (data && typeof data === 'object') for (const [url, value] of Object.entries(data)) answers.set(url, value);
  } catch {
    // a broken block only means the reads ask the server
  }
  return answers;
}

/** The page's answer for a read of `url` (a path and query, as asked), once; undefined when it has none. */
export function takeFirstAnswer(url: string): { value: unknown } | undefined {
  const page = pageAnswers();
  if (!page.has(url)) return undefined;
  const value = page.get(url);
  page.delete(url);
  return { value };
}

/**
 * The answers a first view is drawn with on the server (@fj/ui/server): there is no page to read them from. Drawing is
 * synchronous, so they are set for one draw and forgotten after it.
 */
export function setAnswersForServerDraw(given: Record<string, unknown> | undefined): void {
  answers = given ? new Map(Object.entries(given)) : undefined;
}

/** A write happened: answers not taken yet may be out of date. */
export function forgetFirstAnswers(): void {
  answers = new Map();
}
