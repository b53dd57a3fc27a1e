import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';
import { isPublicAddress, literalAddress } from './addresses';
import { outboundFetches } from '../observability/metrics';

/** Why an outbound fetch was refused or failed, in a code callers turn into their own message. */
export type OutboundFailure =
  'invalid_url' | 'forbidden_address' | 'unreachable' | 'timeout' | 'too_large' | 'too_many_redirects';

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Largest body read (default 5 MB); bigger answers fail with `too_large`. */
  maxBytes?: number;
  /** For the whole exchange, redirects included (default 5 s). */
  timeoutMs?: number;
  /** Redirects followed, each re-checked (default 3; 0 answers the 3xx itself). */
  maxRedirects?: number;
}

export interface SafeResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

/**
 * Hosts (`host:port`) that tests' local stub servers listen on, from `OUTBOUND_ALLOW_HOSTS`: they may be on loopback
 * and on any port. `npm start` never sets it, so in the app every fetch follows the rules below.
 */
const allowedHosts = () =>
  new Set(
    (process.env.OUTBOUND_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
/** Whether `host` (`host:port`) is a test stub from `OUTBOUND_ALLOW_HOSTS` (e.g. a plain-http local push service). */
export const isAllowListedHost = (host: string): boolean => allowedHosts().has(host.toLowerCase());

/** DNS answers are checked before connecting: a name that resolves to any non-public address is refused. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses;
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || !list.length) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to an address we do not fetch from`), {
          code: 'FJ_FORBIDDEN_ADDRESS',
        }),
        '',
        0,
      );
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/**
 * undici is loaded by the first outbound fetch, not when a process starts: its 110 modules were a tenth of a service's
 * start-up, which is how long a crashed service takes to answer again (docs/decisions/2901-the-launcher-supervises.md).
 */
let undici: Promise<typeof Undici> | undefined;
const loadUndici = () => (undici ??= import('undici'));

let agent: Dispatcher | undefined;
/**
 * The one dispatcher for fetches of user-supplied URLs: every connection, however it was reached, goes through
 * the address check (an IP literal never reaches DNS lookup, so it is checked here too).
 */
export function safeDispatcher({ Agent, buildConnector }: typeof Undici): Dispatcher {
  if (agent) return agent;
  const checked = buildConnector({ lookup: publicOnlyLookup, timeout: 5000 });
  const unchecked = buildConnector({ timeout: 5000 });
  agent = new Agent({
    connect: (options, callback) => {
      const port = options.port || (options.protocol === 'https:' ? '443' : '80');
      if (allowedHosts().has(`${options.hostname}:${port}`.toLowerCase())) return unchecked(options, callback);
      const literal = literalAddress(options.hostname);
      if (literal && !isPublicAddress(literal)) {
        return callback(Object.assign(new Error('forbidden address'), { code: 'FJ_FORBIDDEN_ADDRESS' }), null);
      }
      checked(options, callback);
    },
  });
  return agent;
}

/** Checks a URL before any connection: http(s) only, default ports only, no credentials, no private literal. */
export function checkOutboundUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('invalid_url', 'This is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('invalid_url', 'Only http and https addresses can be fetched.');
  if (url.username || url.password)
    throw new OutboundError('invalid_url', 'Web addresses with a user name or password are not accepted.');
  const allowed =
    allowedHosts().has(url.host.toLowerCase()) ||
    allowedHosts().has(`${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`.toLowerCase());
  if (allowed) return url;
  if (url.port) throw new OutboundError('invalid_url', 'Only addresses on the standard web ports can be fetched.');
  const literal = literalAddress(url.hostname);
  if (literal && !isPublicAddress(literal))
    throw new OutboundError('forbidden_address', 'This address points to a private or local network.');
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a user-supplied URL safely (architecture "Outbound HTTP"): every hop is checked (scheme, port, literal
 * address, and the resolved addresses at connect time), redirects are followed by hand (≤ 3), the whole exchange
 * has a time limit, and the body is read up to a size cap. Throws OutboundError with a code for each refusal.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  try {
    const response = await fetchChecked(raw, options);
    outboundFetches.inc({ result: response.status < 400 ? 'ok' : 'http_error' });
    return response;
  } catch (err) {
    outboundFetches.inc({ result: err instanceof OutboundError ? err.code : 'error' });
    throw err;
  }
}

async function fetchChecked(
  raw: string,
  {
    method = 'GET',
    headers = {},
    body,
    maxBytes = 5 * 1024 * 1024,
    timeoutMs = 5000,
    maxRedirects = 3,
  }: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkOutboundUrl(raw);
  let currentMethod = method;
  let currentBody = body;
  const lib = await loadUndici();
  for (let hop = 0; ; hop++) {
    let response: Dispatcher.ResponseData;
    try {
      response = await lib.request(url, {
        dispatcher: safeDispatcher(lib),
        method: currentMethod,
        headers: { 'user-agent': 'FounderJournal/1.0', ...headers },
        body: currentBody,
        signal,
      });
    } catch (err) {
      throw translate(err, signal);
    }
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode) && typeof location === 'string' && maxRedirects > 0) {
      await response.body.dump().catch(() => {});
      if (hop >= maxRedirects) throw new OutboundError('too_many_redirects', 'The address redirects too many times.');
      url = checkOutboundUrl(new URL(location, url).toString());
      if (
        response.statusCode === 303 ||
        ((response.statusCode === 301 || response.statusCode === 302) && currentMethod === 'POST')
      ) {
        currentMethod = 'GET';
        currentBody = undefined;
      }
      continue;
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.body.destroy();
      throw new OutboundError('too_large', 'The answer is too large.');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) {
          response.body.destroy();
          throw new OutboundError('too_large', 'The answer is too large.');
        }
        chunks.push(chunk);
      }
    } catch (err) {
      throw err instanceof OutboundError ? err : translate(err, signal);
    }
    return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), url: url.toString() };
  }
}

function translate(err: unknown, signal: AbortSignal): OutboundError {
  if (err instanceof OutboundError) return err;
  const code =
    (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  if (code === 'FJ_FORBIDDEN_ADDRESS')
    return new OutboundError('forbidden_address', 'This address points to a private or local network.');
  if (
    signal.aborted ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    return new OutboundError('timeout', 'The address did not answer in time.');
  }
  return new OutboundError('unreachable', 'The address could not be reached.');
}
