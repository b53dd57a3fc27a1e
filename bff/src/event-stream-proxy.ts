import http from 'node:http';
import type { Request, Response } from 'express';
import { answerUnavailable } from './service-guard';

/** Request headers an event stream needs upstream; nothing else of the browser's (cookies least of all) goes on. */
const FORWARDED = ['accept', 'last-event-id', 'user-agent', 'traceparent'];
/** Response headers passed back: the stream's own, never hop-by-hop ones. */
const RETURNED = ['content-type', 'x-accel-buffering', 'retry-after'];

/**
 * A server-sent event stream from a service to the browser as a plain pipe (docs/decisions/3202-team-chat-throughput.md):
 * one upstream request with the identity assertion and no socket pool (a stream holds its connection for as long as
 * the page is open), headers flushed at once, bytes copied as they arrive with Nagle off on both sides, and either side
 * going away ends the other. No proxy middleware, timeout or compression in between: hundreds of open streams cost
 * a socket pair and two small objects each.
 */
export function pipeEventStream(target: URL, identity: string, req: Request, res: Response): void {
  const headers: http.OutgoingHttpHeaders = { 'x-identity': identity, 'x-forwarded-for': req.ip };
  for (const name of FORWARDED) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  const upstream = http.request({
    host: target.hostname,
    port: target.port,
    method: 'GET',
    path: req.originalUrl,
    headers,
    agent: false,
  });
  upstream.on('socket', (socket) => socket.setNoDelay(true));
  upstream.on('response', (response) => {
    res.statusCode = response.statusCode ?? 502;
    for (const name of RETURNED) {
      const value = response.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    response.pipe(res);
    response.on('error', () => res.destroy());
  });
  upstream.on('error', () => {
    // A service that cannot be reached: 503 with Retry-After, like every proxied route (decision 2902).
    answerUnavailable(res);
  });
  res.on('close', () => upstream.destroy());
  upstream.end();
}
