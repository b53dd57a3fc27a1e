import { Router, type NextFunction, type Request, type Response } from 'express';
import { isOverloaded, type Db, type SqlPool } from '@fj/db';
import {
  claimDeviceLinkSchema,
  keyBackupSchema,
  putRosterSchema,
  registerDeviceSchema,
  sendTeamMessageSchema,
  shareTeamKeySchema,
  startDeviceLinkSchema,
  teamKeysQuerySchema,
  teamMessagesQuerySchema,
} from '@fj/contracts';
import { HttpError, notFound, parse } from '@fj/server-kit';
import { isUuid } from '@fj/contracts';
import { chatMemberOf, premiumUserOf } from './access';
import {
  claimLink,
  currentLink,
  getBackup,
  listDevices,
  putBackup,
  registerDevice,
  revokeDevice,
  startLink,
} from './devices';
import type { ChatHub } from './hub';
import { getTeamKeys, putRoster, shareTeamKey } from './keys';
import { DEFAULT_MESSAGES_PER_10S, listMessages, sendMessage, typingAnnouncer } from './messages';
import { openStream } from './stream';

export interface TeamChatOptions {
  /** Messages per user per 10 s (env `TEAM_CHAT_RATE_LIMIT`, default 20). */
  messagesPer10s?: number;
}

/** Seconds a sender is asked to wait when the database is too busy to take the message now. */
const BUSY_RETRY_AFTER_SECONDS = 1;
export const TEAM_CHAT_BUSY = 'Team chat is busy right now. Please try again in a moment.';

/**
 * A wait that ran out (a free connection, the team lock, the statement) or the database away, on the hot paths: 503
 * with Retry-After, never 500 (docs/decisions/3202-team-chat-throughput.md).
 */
type Handler = (req: Request, res: Response) => Promise<void>;

function busyAs503(handler: Handler) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handler(req, res);
    } catch (err) {
      if (!isOverloaded(err)) return next(err);
      res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      next(new HttpError(503, TEAM_CHAT_BUSY));
    }
  };
}

const deviceIdFrom = (value: unknown) => {
  if (!isUuid(value)) throw notFound('Device');
  return value;
};

/** Team chat (docs/product.md#team-chat): Premium members only (403 / 404 on every route, the stream included). */
export function teamChatRouter(db: Db, pool: SqlPool, hub: ChatHub, { messagesPer10s }: TeamChatOptions = {}) {
  const router = Router();
  const limit = messagesPer10s ?? (Number(process.env.TEAM_CHAT_RATE_LIMIT) || DEFAULT_MESSAGES_PER_10S);
  const announceTyping = typingAnnouncer(pool);

  // Every route: a wait that ran out is a 503 with Retry-After (the browser tries again), never a 500. The hot paths
  // (send, typing) check membership inside their one statement (404 from it), with no query before.
  const route = (method: 'get' | 'put' | 'post' | 'delete', path: string, handler: Handler) =>
    router[method](path, busyAs503(handler));

  route('get', '/e2e/devices', async (req, res) => {
    res.json(await listDevices(db, premiumUserOf(req)));
  });
  route('put', '/e2e/devices/:id', async (req, res) => {
    const userId = premiumUserOf(req);
    res.json(await registerDevice(db, userId, deviceIdFrom(req.params.id), parse(registerDeviceSchema, req.body)));
  });
  route('delete', '/e2e/devices/:id', async (req, res) => {
    await revokeDevice(db, premiumUserOf(req), deviceIdFrom(req.params.id));
    res.status(204).end();
  });
  route('post', '/e2e/links', async (req, res) => {
    const userId = premiumUserOf(req);
    res.status(201).json(await startLink(db, userId, parse(startDeviceLinkSchema, req.body)));
  });
  route('get', '/e2e/links/current', async (req, res) => {
    res.json(await currentLink(db, premiumUserOf(req)));
  });
  route('put', '/e2e/links/current', async (req, res) => {
    const userId = premiumUserOf(req);
    res.json(await claimLink(db, userId, parse(claimDeviceLinkSchema, req.body)));
  });
  route('get', '/e2e/backup', async (req, res) => {
    res.json(await getBackup(db, premiumUserOf(req)));
  });
  route('put', '/e2e/backup', async (req, res) => {
    const userId = premiumUserOf(req);
    res.json(await putBackup(db, userId, parse(keyBackupSchema, req.body)));
  });
  route('get', '/teams/:id/keys', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    const { device, rosterSince } = parse(teamKeysQuerySchema, req.query);
    res.json(await getTeamKeys(db, teamId, userId, device, rosterSince));
  });
  route('put', '/teams/:id/keys', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    res.json(await shareTeamKey(db, teamId, userId, parse(shareTeamKeySchema, req.body)));
  });
  route('put', '/teams/:id/roster', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    res.json(await putRoster(db, teamId, userId, parse(putRosterSchema, req.body)));
  });
  route('get', '/teams/:id/messages', async (req, res) => {
    const { teamId } = await chatMemberOf(db, req);
    const { before, limit: pageSize } = parse(teamMessagesQuerySchema, req.query);
    res.json(await listMessages(db, teamId, before, pageSize));
  });
  route('post', '/teams/:id/messages', async (req, res) => {
    const userId = premiumUserOf(req);
    const teamId = teamIdOf(req);
    const { message, created } = await sendMessage(pool, limit, teamId, userId, parse(sendTeamMessageSchema, req.body));
    res.status(created ? 201 : 200).json(message);
  });
  route('post', '/teams/:id/chat/typing', async (req, res) => {
    await announceTyping(teamIdOf(req), premiumUserOf(req));
    res.status(204).end();
  });
  route('get', '/teams/:id/chat/stream', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    await openStream(hub, req, res, teamId, userId);
  });
  return router;
}

/** Premium first (403), then the id (a malformed one is a team nobody is in: 404). */
function teamIdOf(req: Request): string {
  premiumUserOf(req);
  if (!isUuid(req.params.id)) throw notFound('Team');
  return req.params.id;
}
