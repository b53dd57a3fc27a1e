import http from 'node:http';
import type { IncomingMessage } from 'node:http';

/**
 * Sending once more a request whose kept-alive connection to a service was closed before any answer
 * (docs/decisions/3305-resending-on-a-closed-kept-alive-connection.md): a service that stops (a pod in a rolling
 * update) closes its idle connections, and one the BFF picked from its pool in that same moment fails with nothing
 * read. RFC 9110 (section 9.2.2) lets a client send such a request again when repeating it is harmless, as browsers do:
 * reads, and writes carrying an `Idempotency-Key` (the services run a key once, docs/decisions/2601).
 */

/** Bodies up to this size are kept while they stream upstream so a keyed write can be sent again. */
export const RESEND_BODY_LIMIT = 1024 * 1024;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Errors of a connection closed under a request, as opposed to a refused connection or a timeout. */
const CLOSED = new Set(['ECONNRESET', 'EPIPE']);
/** A new connection each time: another pooled one may have been closed by the same stopping server. */
export const freshConnections = new http.Agent({ keepAlive: false });

/** Did `upstream` fail only because the kept-alive connection it reused was closed before any answer? */
export const closedBeforeAnswer = (upstream: http.ClientRequest, err: NodeJS.ErrnoException) =>
  upstream.reusedSocket && CLOSED.has(err.code ?? '');

interface Attempt {
  upstream: http.ClientRequest;
  /** The body as sent, when it may be sent again (else undefined). */
  body?: Buffer[];
  /** No answer began in time: the proxy aborted it (reported as a reset too, but the service may be working on it). */
  timedOut?: boolean;
  resent?: boolean;
}
const ATTEMPT = Symbol('proxy attempt');
type WithAttempt = IncomingMessage & { [ATTEMPT]?: Attempt };

/** May this request be sent twice? A read, or a write whose key the service runs once (and a body we can keep). */
function repeatable(req: IncomingMessage): 'read' | 'keyed' | undefined {
  if (READS.has(req.method ?? '')) return 'read';
  // A body of known length (a browser's fetch always sends one), so the copy can be checked whole.
  const length = Number(req.headers['content-length'] ?? 0);
  const known = req.headers['transfer-encoding'] === undefined && Number.isInteger(length);
  if (req.headers['idempotency-key'] && known && length <= RESEND_BODY_LIMIT) return 'keyed';
  return undefined;
}

/** Called as the proxy sends `req` upstream: remembers the attempt and, for a keyed write, keeps its body. */
export function noteAttempt(upstream: http.ClientRequest, req: IncomingMessage): void {
  const attempt: Attempt = { upstream };
  upstream.once('timeout', () => {
    attempt.timedOut = true;
  });
  if (repeatable(req) === 'keyed') {
    const body: Buffer[] = (attempt.body = []);
    // Attached as the attempt gets its connection, before the body flows to it (checked whole before a resend).
    req.on('data', (chunk: Buffer) => body.push(chunk));
  }
  (req as WithAttempt)[ATTEMPT] = attempt;
}

/**
 * Sends `req` again on a new connection if its attempt failed only because the reused connection was closed before
 * any answer, and it is repeatable and not already resent. Returns false when it did not (the caller answers 503).
 */
export function resendIfClosed(
  err: NodeJS.ErrnoException,
  req: IncomingMessage,
  {
    target,
    client,
    timeoutMs,
    onResponse,
    onError,
  }: {
    target: URL;
    /** The browser's response: when it goes away, so does the request sent again. */
    client: http.ServerResponse;
    timeoutMs: number;
    onResponse: (response: IncomingMessage) => void;
    onError: (err: Error) => void;
  },
): boolean {
  const attempt = (req as WithAttempt)[ATTEMPT];
  const kind = repeatable(req);
  if (!attempt || attempt.resent || attempt.timedOut || !kind || req.socket.destroyed) return false;
  if (!closedBeforeAnswer(attempt.upstream, err)) return false;
  attempt.resent = true;
  const { upstream } = attempt;
  const headers = upstream.getHeaders();
  delete headers.connection;
  const again = http.request({
    host: target.hostname,
    port: target.port,
    method: upstream.method,
    path: upstream.path,
    headers,
    agent: freshConnections,
  });
  again.setTimeout(timeoutMs, () => again.destroy(new Error(`no answer within ${timeoutMs} ms`)));
  again.on('response', onResponse);
  again.on('error', onError);
  client.once('close', () => again.destroy());
  // A keyed write's body may still be arriving from the browser (the pipe stopped with the failed attempt). Its copy
  // began when the attempt got its connection: one queued for a connection may have streamed a first part before.
  const send = () => {
    if (kind === 'read') return void again.end();
    const body = Buffer.concat(attempt.body ?? []);
    if (body.length === Number(req.headers['content-length'] ?? 0)) return void again.end(body);
    again.destroy(new Error('the body was not kept whole'));
  };
  if (req.readableEnded) send();
  else {
    req.once('end', send);
    req.resume();
  }
  return true;
}
