import type { Request, Response } from 'express';
import { knownTimeZone, todayIn } from '@fj/contracts/calendar';
import { BUSINESS_PLACEHOLDER, DATE_PLACEHOLDERS } from '@fj/contracts/first-data';
import { FIRST_ANSWERS_ELEMENT_ID, REFUSED_READS_KEY, type RefusedRead } from '@fj/contracts/page-data';
import { SCRIPT_START } from './held-scripts';
import { attribute, jsonForHtml } from './html-text';

/**
 * The answers of a signed-in screen's first reads, asked by the BFF itself while the browser loads the page's code, so
 * they arrive inside the page (docs/decisions/3102-no-waterfall.md): no request of the phone's, no round trip.
 *
 * Each read goes through this BFF's own HTTP port with the visitor's cookie, so it passes every check and route a
 * browser's read passes (the session, the proxy, the dashboard's composition) and answers the same. A 200 JSON answer
 * of at most MAX_ANSWER_BYTES is kept, and so is a 403 JSON refusal (not on the user's plan: the screen shows it at
 * once, docs/decisions/3116-a-page-waits-for-its-answers-and-carries-a-refusal.md); anything slower than `waitMs`,
 * otherwise refused or failed is left out, and the screen asks for it as it would without (a first view is never held
 * up for long, and never wrong).
 */

/** Above this, an answer is left for the browser to fetch: the page is not made heavy for one big list. */
export const MAX_ANSWER_BYTES = 256 * 1024;

/** A read's outcome kept for the page: its answer, or the server's refusal. */
type Kept = { value: unknown } | { refused: RefusedRead };

/** The read whose answer holds the user's time zone (the chrome reads it on every screen). */
const SETTINGS_READ = '/api/settings';
/** The read whose answer lists the user's businesses, the first of them shown first. */
const BUSINESSES_READ = '/api/businesses';

/**
 * `reads.asked` as they are; `reads.derived` completed from other answers: the dates ({today}, {yesterday}, this month's
 * first and last) in the user's saved time zone, which the settings answer gives (the shell saves the device's zone, so this is the date the device
 * asks for), {business} for the first business of the businesses answer (the one a device that chose none shows).
 * When the device asks otherwise (a first visit from another zone, another business chosen), the screen's own read
 * finds no answer under its URL and asks the server. The answers by URL, the refusals under REFUSED_READS_KEY.
 */
export async function firstAnswers(
  req: Request,
  res: Response,
  reads: { asked: readonly string[]; derived: readonly string[] },
  waitMs: number,
): Promise<Record<string, unknown>> {
  const port = req.socket.localPort;
  const address = req.socket.localAddress;
  if (!(reads.asked.length + reads.derived.length) || !port || !address) return {};
  const host = address.includes(':') ? `[${address}]` : address;
  const stop = new AbortController();
  // The page's own response closing before it is done: the browser went away.
  const onClose = () => stop.abort();
  res.on('close', onClose);
  const timer = setTimeout(() => stop.abort(), waitMs);

  /** One read through this gateway, as the visitor: its parsed answer or its refusal, or undefined. */
  const ask = async (url: string): Promise<Kept | undefined> => {
    try {
      const answer = await fetch(`http://${host}:${port}${url}`, {
        headers: {
          accept: 'application/json',
          cookie: req.headers.cookie ?? '',
          // The same client as far as the gateway can tell (its throttles and logs).
          ...(req.headers['x-forwarded-for'] ? { 'x-forwarded-for': String(req.headers['x-forwarded-for']) } : {}),
          ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
        },
        signal: stop.signal,
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? '';
      const length = Number(answer.headers.get('content-length') ?? 0);
      const kept = answer.status === 200 || answer.status === 403;
      if (!kept || !type.startsWith('application/json') || length > MAX_ANSWER_BYTES) {
        void answer.body?.cancel().catch(() => undefined); // not awaited: a cancel can wait on the stream
        return undefined;
      }
      const text = await answer.text();
      if (Buffer.byteLength(text) > MAX_ANSWER_BYTES) return undefined;
      const value: unknown = JSON.parse(text); // also checks a refusal's body
      return answer.status === 200 ? { value } : { refused: { status: answer.status, body: text } };
    } catch {
      return undefined; // too slow, the page was closed, or not JSON: the screen asks itself
    }
  };

  // Whatever a read's stream does after the abort, the page waits no longer than the bound.
  const stopped = new Promise<undefined>((resolve) => stop.signal.addEventListener('abort', () => resolve(undefined)));
  const bounded = (url: string) => Promise.race([ask(url), stopped]);
  try {
    const asked = new Map(reads.asked.map((url) => [url, bounded(url)]));
    const needs = (placeholder: string) => reads.derived.some((t) => t.includes(placeholder));
    const settings = asked.get(SETTINGS_READ) ?? bounded(SETTINGS_READ);
    const businesses = needs(BUSINESS_PLACEHOLDER)
      ? (asked.get(BUSINESSES_READ) ?? bounded(BUSINESSES_READ))
      : undefined;
    const derived = reads.derived.map(async (template): Promise<[string, Kept | undefined]> => {
      const url = await completed(template, valueOf(settings), valueOf(businesses));
      return url ? [url, await bounded(url)] : [template, undefined];
    });
    const kept = await Promise.all([
      ...[...asked].map(async ([url, answer]): Promise<[string, Kept | undefined]> => [url, await answer]),
      ...derived,
    ]);
    const answers: Record<string, unknown> = {};
    const refused: Record<string, RefusedRead> = {};
    for (const [url, read] of kept)
      if (read && 'value' in read) answers[url] = read.value;
      else if (read) refused[url] = read.refused;
    if (Object.keys(refused).length) answers[REFUSED_READS_KEY] = refused;
    return answers;
  } finally {
    clearTimeout(timer);
    res.off('close', onClose);
  }
}

/** The answer of a read that was answered, else undefined. */
const valueOf = async (read: Promise<Kept | undefined> | undefined): Promise<unknown> => {
  const kept = await read;
  return kept && 'value' in kept ? kept.value : undefined;
};

/** `template` with its placeholders filled in from the settings and businesses answers; undefined when one is missing. */
async function completed(
  template: string,
  settings: Promise<unknown>,
  businesses: Promise<unknown> | undefined,
): Promise<string | undefined> {
  let url = template;
  const dates = Object.entries(DATE_PLACEHOLDERS).filter(([placeholder]) => url.includes(placeholder));
  if (dates.length) {
    const zone = ((await settings) as { timeZone?: unknown } | undefined)?.timeZone;
    // A zone this runtime does not know gives no date: the screen asks for its own.
    const today = typeof zone === 'string' && knownTimeZone(zone) === zone ? todayIn(zone) : undefined;
    if (!today) return undefined;
    for (const [placeholder, date] of dates) url = url.split(placeholder).join(date(today));
  }
  if (url.includes(BUSINESS_PLACEHOLDER)) {
    const list = businesses ? await businesses : undefined;
    if (!Array.isArray(list)) return undefined;
    const first = (list[0] as { id?: unknown } | undefined)?.id;
    if (list.length && typeof first !== 'string') return undefined;
    const param = typeof first === 'string' ? `${new URLSearchParams({ businessId: first }).toString()}&` : '';
    url = url.split(BUSINESS_PLACEHOLDER).join(param);
  }
  return url;
}

/**
 * Sends a signed-in page with its first answers: the page up to `</body>` at once, so the browser fetches the code it
 * names while the answers are asked for; then the answers close the page, and its last element runs its scripts
 * (./held-scripts.ts). A read not answered in time is preloaded instead: still one step after the page, never a
 * script's (a derived one, whose URL the device decides, is left to the screen). `draw` gives the HTML of the screen
 * drawn from the answers (./drawn-view.ts), which goes first: the browser paints it as soon as it has read it.
 */
export function sendWithFirstAnswers(
  req: Request,
  res: Response,
  html: string,
  reads: { asked: readonly string[]; derived: readonly string[] },
  waitMs: number,
  draw: (answers: Record<string, unknown>) => string | undefined = () => undefined,
): void {
  const end = html.lastIndexOf('</body>');
  const start = `<script>${SCRIPT_START}</script>`;
  if (req.method === 'HEAD' || end === -1) return void res.type('html').send(html + start);
  res.type('html');
  res.write(html.slice(0, end));
  res.flush();
  firstAnswers(req, res, reads, waitMs)
    .then((answers) => {
      const refused = (answers[REFUSED_READS_KEY] ?? {}) as Record<string, RefusedRead>;
      const preloads = reads.asked
        .filter((url) => !(url in answers) && !(url in refused))
        .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}">`);
      const block = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${jsonForHtml(answers)}</script>`;
      res.end((draw(answers) ?? '') + preloads.join('') + block + start + html.slice(end));
    })
    .catch((err: unknown) => {
      req.log.error({ err }, 'a signed-in page could not be finished');
      res.destroy();
    });
}
