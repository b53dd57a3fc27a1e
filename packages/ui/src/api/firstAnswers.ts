/**
 * The answers of a signed-in screen's first reads, which the BFF put inside the page (docs/decisions/3102-no-waterfall.md):
 * each is taken once, by the first read of its URL, instead of asking the server again. Any write forgets the ones not
 * taken yet (what they say may have changed); so does a page without them (the service worker's offline copy). A read
 * the server refused (not on the user's plan) is carried too, and taken as the error the read would have thrown
 * (docs/decisions/3116-a-page-waits-for-its-answers-and-carries-a-refusal.md).
 */

import { FIRST_ANSWERS_ELEMENT_ID, REFUSED_READS_KEY } from '@fj/contracts/page-data';
import { ApiError } from './ApiError';

/** A first read as the page carries it: its answer, or the server's refusal. */
export type FirstAnswer = { value: unknown } | { error: ApiError };

let answers: Map<string, FirstAnswer> | undefined;

/** The answers block's reads by URL (a malformed refusal is left out: that read asks the server). */
function readAnswers(data: unknown): Map<string, FirstAnswer> {
  const read = new Map<string, FirstAnswer>();
  if (!data || typeof data !== 'object') return read;
  for (const [url, value] of Object.entries(data)) if (url !== REFUSED_READS_KEY) read.set(url, { value });
  const refused: unknown = (data as Record<string, unknown>)[REFUSED_READS_KEY];
  if (refused && typeof refused === 'object')
    for (const [url, given] of Object.entries(refused)) {
      const { status, body } = (given ?? {}) as { status?: unknown; body?: unknown };
      if (typeof status === 'number' && typeof body === 'string')
        read.set(url, { error: new ApiError(status, '', body) });
    }
  return read;
}

function pageAnswers(): Map<string, FirstAnswer> {
  if (answers) return answers;
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent;
  try {
    answers = readAnswers(text ? JSON.parse(text) : undefined);
  } catch {
    answers = new Map(); // a broken block only means the reads ask the server
  }
  return answers;
}

/** The page's answer (or refusal) for a read of `url` (a path and query, as asked), once; undefined when it has none. */
export function takeFirstAnswer(url: string): FirstAnswer | undefined {
  const page = pageAnswers();
  const answer = page.get(url);
  page.delete(url);
  return answer;
}

/** A taken answer's value; a refusal is thrown, as the read would have thrown it. */
export function answerValue(answer: FirstAnswer): unknown {
  if ('error' in answer) throw answer.error;
  return answer.value;
}

/**
 * The answers a first view is drawn with on the server (@fj/ui/server): there is no page to read them from. Drawing is
 * synchronous, so they are set for one draw and forgotten after it.
 */
export function setAnswersForServerDraw(given: Record<string, unknown> | undefined): void {
  answers = given ? readAnswers(given) : undefined;
}

/** A write happened: answers not taken yet may be out of date. */
export function forgetFirstAnswers(): void {
  answers = new Map();
}
