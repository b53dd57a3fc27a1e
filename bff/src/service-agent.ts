import http from 'node:http';

/**
 * A kept-alive connection idle this long is closed by the BFF itself. A server (a service, or a load balancer in
 * front of it: haproxy closes idle ones after 10 s by default) that closes an idle connection at the moment the BFF
 * sends a request on it resets that request, and the user gets a 503; closing first, on our side, never loses one.
 */
const IDLE_CLOSE_MS = 4000;

/** The pool of kept-alive connections to one service (no connection set up per request). */
export const serviceAgent = () => new http.Agent({ keepAlive: true, maxSockets: 128, timeout: IDLE_CLOSE_MS });
