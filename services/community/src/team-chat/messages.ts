import type { Db } from '@fj/db';
import { notifyUsersJob, type SendTeamMessage, type TeamMessage, type TeamMessagePage } from '@fj/contracts';
import {
  TEAM_CHAT_NO_DEVICE_KEY,
  TEAM_CHAT_NO_KEY,
  TEAM_CHAT_STALE_KEY,
  TEAM_CHAT_THROTTLED,
} from '@fj/contracts/messages';
import { conflict, createRateLimiter, decodeCursor, encodeCursor, notFound, type RateLimiter } from '@fj/server-kit';
import { enqueueJob } from '@fj/server-kit/jobs';
import { z } from 'zod';
import { CHAT_CHANNEL } from './hub';
import { messageFields, toMessage } from './serialize';

/** Messages a user may send per 10 s (env `TEAM_CHAT_RATE_LIMIT`). */
export const DEFAULT_MESSAGES_PER_10S = 20;

export function createMessageLimiter(
  db: Db,
  points = Number(process.env.TEAM_CHAT_RATE_LIMIT) || DEFAULT_MESSAGES_PER_10S,
): RateLimiter {
  return createRateLimiter(db, {
    name: 'community:team-chat',
    points,
    windowSeconds: 10,
    message: TEAM_CHAT_THROTTLED,
  });
}

/**
 * Store, then fan out: under the team lock (so a team's seq follows commit order, and a member removed meanwhile
 * cannot slip a message in) check the key version, insert the ciphertext, NOTIFY its id (delivered at commit) and
 * enqueue the other members' notification ('New message in {team}', no text: the server cannot read it). The same id
 * sent again (a retry after a lost answer) answers the stored message.
 */
export async function sendMessage(
  db: Db,
  limiter: RateLimiter,
  teamId: string,
  userId: string,
  body: SendTeamMessage,
): Promise<{ message: TeamMessage; created: boolean }> {
  const existing = await db.teamMessage.findUnique({ where: { id: body.id }, select: messageFields });
  if (existing) {
    if (existing.teamId !== teamId || existing.senderId !== userId) throw conflict('A message with this id exists');
    return { message: toMessage(existing), created: false };
  }
  await limiter.consume(userId);
  const row = await db.$transaction(async (tx) => {
    // One statement: lock the team (as lockTeamAsMember does: sends queue behind membership changes and each other),
    // and read the caller's membership, the newest key version and the caller's signing key.
    const [state] = await tx.$queryRaw<
      Array<{ isMember: boolean; version: number | null; retired: boolean; signingKey: string | null }>
    >`
      SELECT EXISTS (SELECT 1 FROM "TeamMember" m WHERE m."teamId" = t."id" AND m."userId" = ${userId}) AS "isMember",
             k."version", k."retiredAt" IS NOT NULL AS "retired",
             (SELECT d."signingPublicKey" FROM "E2eDeviceKey" d WHERE d."userId" = ${userId}) AS "signingKey"
      FROM "Team" t
      LEFT JOIN LATERAL (SELECT "version", "retiredAt" FROM "TeamKey" WHERE "teamId" = t."id" ORDER BY "version" DESC LIMIT 1) k ON true
      WHERE t."id" = ${teamId}
      FOR NO KEY UPDATE OF t`;
    if (!state?.isMember) throw notFound('Team');
    if (state.version === null) throw conflict(TEAM_CHAT_NO_KEY);
    if (!state.signingKey) throw conflict(TEAM_CHAT_NO_DEVICE_KEY);
    if (state.retired || state.version !== body.keyVersion) throw conflict(TEAM_CHAT_STALE_KEY);
    const created = await tx.teamMessage.create({
      data: { ...body, teamId, senderId: userId, authorId: userId, signingKey: state.signingKey },
      select: {
        ...messageFields,
        team: { select: { name: true, members: { where: { userId: { not: userId } }, select: { userId: true } } } },
      },
    });
    await tx.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, ${`m:${teamId}:${created.seq}`})`;
    const others = created.team.members.map((m) => m.userId);
    if (others.length) {
      // One pending notification per team and sender: a burst of messages before the worker runs becomes one.
      await enqueueJob(
        tx,
        notifyUsersJob,
        {
          userIds: others,
          kind: 'team',
          title: `New message in ${created.team.name}`.slice(0, 200),
          body: '',
          url: `/teams/${teamId}/chat`,
        },
        { jobKey: `community:team-chat:${teamId}:${userId}` },
      );
    }
    const { team: _team, ...message } = created;
    return message;
  });
  return { message: toMessage(row), created: true };
}

const cursorSchema = z.tuple([z.number().int().min(0)]);
const BAD_CURSOR = 'before must be a cursor from a previous page';

/** Newest first by seq (keyset: `seq < before`), answered oldest first within the page; the index (teamId, seq desc) serves it. */
export async function listMessages(
  db: Db,
  teamId: string,
  before: string | undefined,
  limit: number,
): Promise<TeamMessagePage> {
  const beforeSeq = before ? BigInt(decodeCursor(before, cursorSchema, BAD_CURSOR)[0]) : undefined;
  const rows = await db.teamMessage.findMany({
    where: { teamId, ...(beforeSeq !== undefined ? { seq: { lt: beforeSeq } } : {}) },
    orderBy: { seq: 'desc' },
    take: limit + 1,
    select: messageFields,
  });
  const page = rows.slice(0, limit);
  const oldest = page[page.length - 1];
  return {
    messages: page.reverse().map(toMessage),
    nextBefore: rows.length > limit && oldest ? encodeCursor([Number(oldest.seq)]) : null,
  };
}

/** Typing is not stored: a notification to the team's streams (ids only). */
export async function announceTyping(db: Db, teamId: string, userId: string): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, ${`t:${teamId}:${userId}`})`;
}
