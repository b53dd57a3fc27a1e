import { Router } from 'express';
import type { Db } from '@fj/db';
import {
  deviceKeysSchema,
  keyBackupSchema,
  sendTeamMessageSchema,
  shareTeamKeySchema,
  teamMessagesQuerySchema,
} from '@fj/contracts';
import { parse } from '@fj/server-kit';
import { chatMemberOf, premiumUserOf } from './access';
import type { ChatHub } from './hub';
import { getBackup, getDeviceKeys, getTeamKeys, putBackup, putDeviceKeys, shareTeamKey } from './keys';
import { announceTyping, createMessageLimiter, listMessages, sendMessage } from './messages';
import { openStream } from './stream';

export interface TeamChatOptions {
  /** Messages per user per 10 s (env `TEAM_CHAT_RATE_LIMIT`, default 20). */
  messagesPer10s?: number;
}

/** Team chat (docs/product.md#team-chat): Premium members only (403 / 404 on every route, the stream included). */
export function teamChatRouter(db: Db, hub: ChatHub, { messagesPer10s }: TeamChatOptions = {}) {
  const router = Router();
  const limiter = createMessageLimiter(db, messagesPer10s);

  router.get('/e2e/keys', async (req, res) => {
    res.json(await getDeviceKeys(db, premiumUserOf(req)));
  });
  router.put('/e2e/keys', async (req, res) => {
    const userId = premiumUserOf(req);
    res.json(await putDeviceKeys(db, userId, parse(deviceKeysSchema, req.body)));
  });
  router.get('/e2e/backup', async (req, res) => {
    res.json(await getBackup(db, premiumUserOf(req)));
  });
  router.put('/e2e/backup', async (req, res) => {
    const userId = premiumUserOf(req);
    res.json(await putBackup(db, userId, parse(keyBackupSchema, req.body)));
  });
  router.get('/teams/:id/keys', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    res.json(await getTeamKeys(db, teamId, userId));
  });
  router.put('/teams/:id/keys', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    res.json(await shareTeamKey(db, teamId, userId, parse(shareTeamKeySchema, req.body)));
  });
  router.get('/teams/:id/messages', async (req, res) => {
    const { teamId } = await chatMemberOf(db, req);
    const { before, limit } = parse(teamMessagesQuerySchema, req.query);
    res.json(await listMessages(db, teamId, before, limit));
  });
  router.post('/teams/:id/messages', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    const { message, created } = await sendMessage(db, limiter, teamId, userId, parse(sendTeamMessageSchema, req.body));
    res.status(created ? 201 : 200).json(message);
  });
  router.post('/teams/:id/chat/typing', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    await announceTyping(db, teamId, userId);
    res.status(204).end();
  });
  router.get('/teams/:id/chat/stream', async (req, res) => {
    const { teamId, userId } = await chatMemberOf(db, req);
    await openStream(hub, req, res, teamId, userId);
  });
  return router;
}
