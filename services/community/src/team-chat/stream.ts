import type { Request, Response } from 'express';
import { badRequest, eventStreamsOpen } from '@fj/server-kit';
import type { ChatHub, ChatSubscriber } from './hub';

/** `Last-Event-ID` (EventSource sends it on its own reconnects) or `?lastEventId=` (a client reconnecting itself). */
function lastEventIdOf(req: Request): bigint | null {
  const value =
    req.header('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
  if (value === undefined || value === '') return null;
  if (!/^\d{1,18}$/.test(value)) throw badRequest('Last-Event-ID must be the id of an event');
  return BigInt(value);
}

/**
 * GET /api/teams/{id}/chat/stream (the caller is a Premium member: checked before). Server-sent events, written as
 * they happen (no compression here; the BFF never gzips text/event-stream): `message` with `id: <seq>`, `typing`,
 * `keys`, `members`, `reset`; a comment heartbeat from the hub. The stream ends when the client goes away.
 */
export async function openStream(
  hub: ChatHub,
  req: Request,
  res: Response,
  teamId: string,
  userId: string,
): Promise<void> {
  const after = lastEventIdOf(req);
  // Listening before the client sees 200: a message sent once it has the stream open is never missed.
  await hub.start();
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  req.socket.setNoDelay(true);
  res.write('retry: 3000\n\n');
  const sub: ChatSubscriber = {
    teamId,
    userId,
    lastSeq: 0n,
    write: (chunk) => {
      if (!res.writableEnded) res.write(chunk);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
    buffered: () => res.writableLength,
  };
  eventStreamsOpen.inc({ stream: 'team-chat' });
  res.on('close', () => {
    eventStreamsOpen.dec({ stream: 'team-chat' });
    hub.unsubscribe(sub);
  });
  try {
    await hub.subscribe(sub, after);
  } catch {
    hub.unsubscribe(sub);
    sub.end();
  }
  if (res.destroyed) hub.unsubscribe(sub);
}
