import type { Db, SqlPool } from '@fj/db';
import type { SendTeamMessage, TeamMessage, TeamMessagePage } from '@fj/contracts';
import {
  TEAM_CHAT_NO_DEVICE_KEY,
  TEAM_CHAT_NO_KEY,
  TEAM_CHAT_STALE_KEY,
  TEAM_CHAT_THROTTLED,
} from '@fj/contracts/messages';
import { conflict, currentTrace, decodeCursor, encodeCursor, notFound, ThrottledError } from '@fj/server-kit';
import { z } from 'zod';
import { CHAT_CHANNEL } from './hub';
import { messageFields, toMessage } from './serialize';

/** Messages a user may send per 10 s (env `TEAM_CHAT_RATE_LIMIT`). */
export const DEFAULT_MESSAGES_PER_10S = 20;
const RATE_WINDOW_MS = 10_000;
/** A sender's first message to a team after this quiet gap notifies the others; the rest of a burst does not. */
const NOTIFY_AFTER_QUIET_SECONDS = 60;

/**
 * One statement, one round trip (docs/decisions/3202-team-chat-throughput.md):
 * - `locked`: the team row (FOR NO KEY UPDATE: a team's sends and membership changes queue, so seqs follow commit
 *   order), the caller's membership (KEY SHARE), their device (SHARE) and the claimed key version (SHARE), inner
 *   joined. Locking every row the decision reads closes the race with a removal: after waiting for the team lock,
 *   PostgreSQL re-reads each locked row, so a membership deleted or a key retired meanwhile drops the row.
 * - `rate`: the sender's fixed-window counter (the shared `rate_limit` table, as createRateLimiter counts).
 * - `ins`: the ciphertext, only with a locked row and under the limit; a retried id inserts nothing.
 * - the NOTIFY of its seq (delivered at commit) and, for the first message of a burst, the other members'
 *   notification job (coalesced: core's 'New message in {team}', no text).
 */
const SEND_SQL = `
WITH locked AS (
  SELECT t."name", d."signingPublicKey"
  FROM "Team" t
  JOIN "TeamMember" m ON m."teamId" = t."id" AND m."userId" = $2
  JOIN "E2eDevice" d ON d."id" = $3::uuid AND d."userId" = $2 AND d."revokedAt" IS NULL
  JOIN "TeamKey" k ON k."teamId" = t."id" AND k."version" = $4 AND k."retiredAt" IS NULL
  WHERE t."id" = $1
  FOR NO KEY UPDATE OF t FOR KEY SHARE OF m FOR SHARE OF d, k
), rate AS (
  INSERT INTO rate_limit (key, points, expire) VALUES ($8, 1, $9::bigint + $10::bigint)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $9::bigint THEN 1 ELSE rate_limit.points + 1 END,
    expire = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $9::bigint THEN $9::bigint + $10::bigint ELSE rate_limit.expire END
  RETURNING points, expire
), quiet AS (
  SELECT NOT EXISTS (
    SELECT 1 FROM "TeamMessage" WHERE "senderId" = $2 AND "teamId" = $1
      AND "createdAt" > CURRENT_TIMESTAMP - make_interval(secs => $12)
  ) AS yes
), ins AS (
  INSERT INTO "TeamMessage" ("id", "teamId", "senderId", "authorId", "deviceId", "signingKey", "keyVersion", "iv", "ciphertext")
  SELECT $5::uuid, $1, $2, $2, $3::uuid, locked."signingPublicKey", $4, $6, $7
  FROM locked, rate WHERE rate.points <= $11
  ON CONFLICT ("id") DO NOTHING
  RETURNING "seq", "createdAt", "signingKey"
), notified AS (
  SELECT pg_notify('${CHAT_CHANNEL}', 'm:' || $1 || ':' || ins."seq") FROM ins
), job AS (
  SELECT graphile_worker.add_job(
    identifier => 'core:notify-users',
    -- The sending request's traceparent rides along (none: the key is left out), and 5 attempts like every job
    -- (docs/decisions/2904, 2905).
    payload => jsonb_strip_nulls(jsonb_build_object('userIds', others.ids, 'kind', 'team',
                                 'title', left('New message in ' || locked."name", 200),
                                 'body', '', 'url', '/teams/' || $1 || '/chat', '_traceparent', $13::text))::json,
    job_key => 'community:team-chat:' || $1 || ':' || $2,
    max_attempts => 5)
  FROM ins, locked, quiet,
       LATERAL (SELECT json_agg("userId") AS ids FROM "TeamMember" WHERE "teamId" = $1 AND "userId" <> $2) others
  WHERE quiet.yes AND others.ids IS NOT NULL
)
SELECT ins."seq", ins."createdAt", ins."signingKey", rate.points, rate.expire, (SELECT count(*) FROM locked) AS "locked",
       (SELECT count(*) FROM notified) AS "notified", (SELECT count(*) FROM job) AS "jobs"
FROM rate LEFT JOIN ins ON true`;

interface SendRow {
  seq: string | null;
  createdAt: Date | null;
  signingKey: string | null;
  points: number;
  expire: string;
  locked: string;
}

/**
 * Store, then fan out, in one round trip (SEND_SQL). When nothing was stored, a second query says why: the same id
 * again (a retry after a lost answer: the stored message, 200), not a member (404), no device or a removed one, no
 * key yet, or a key that changed (409), or over the limit (429).
 */
export async function sendMessage(
  pool: SqlPool,
  limit: number,
  teamId: string,
  userId: string,
  body: SendTeamMessage,
): Promise<{ message: TeamMessage; created: boolean }> {
  const now = Date.now();
  const {
    rows: [row],
  } = await pool.query<SendRow>(SEND_SQL, [
    teamId,
    userId,
    body.deviceId,
    body.keyVersion,
    body.id,
    body.iv,
    body.ciphertext,
    `community:team-chat:${userId}`,
    now,
    RATE_WINDOW_MS,
    limit,
    NOTIFY_AFTER_QUIET_SECONDS,
    currentTrace()?.traceparent ?? null,
  ]);
  if (row.seq !== null)
    return {
      created: true,
      message: {
        id: body.id,
        seq: Number(row.seq),
        teamId,
        senderId: userId,
        authorId: userId,
        deviceId: body.deviceId,
        signingKey: row.signingKey!,
        keyVersion: body.keyVersion,
        iv: body.iv,
        ciphertext: body.ciphertext,
        createdAt: row.createdAt!.toISOString(),
      },
    };
  return { message: await whyNotStored(pool, limit, teamId, userId, body, row, now), created: false };
}

async function whyNotStored(
  pool: SqlPool,
  limit: number,
  teamId: string,
  userId: string,
  body: SendTeamMessage,
  row: SendRow,
  now: number,
): Promise<TeamMessage> {
  const {
    rows: [state],
  } = await pool.query<{ member: boolean; device: boolean; newest: number | null; existing: TeamMessage | null }>(
    `SELECT EXISTS (SELECT 1 FROM "TeamMember" WHERE "teamId" = $1 AND "userId" = $2) AS member,
            EXISTS (SELECT 1 FROM "E2eDevice" WHERE "id" = $3::uuid AND "userId" = $2 AND "revokedAt" IS NULL) AS device,
            (SELECT max("version") FROM "TeamKey" WHERE "teamId" = $1) AS newest,
            (SELECT json_build_object('id', "id", 'seq', "seq", 'teamId', "teamId", 'senderId', "senderId",
               'authorId', "authorId", 'deviceId', "deviceId", 'signingKey', "signingKey", 'keyVersion', "keyVersion",
               'iv', "iv", 'ciphertext', "ciphertext", 'createdAt', "createdAt")
             FROM "TeamMessage" WHERE "id" = $4::uuid) AS existing`,
    [teamId, userId, body.deviceId, body.id],
  );
  if (!state.member) throw notFound('Team');
  if (state.existing) {
    if (state.existing.teamId !== teamId || state.existing.senderId !== userId)
      throw conflict('A message with this id exists');
    return { ...state.existing, createdAt: new Date(state.existing.createdAt).toISOString() };
  }
  if (row.points > limit)
    throw new ThrottledError(Math.max(1, Math.ceil((Number(row.expire) - now) / 1000)), TEAM_CHAT_THROTTLED);
  if (!state.device) throw conflict(TEAM_CHAT_NO_DEVICE_KEY);
  if (state.newest === null) throw conflict(TEAM_CHAT_NO_KEY);
  throw conflict(TEAM_CHAT_STALE_KEY);
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

/** How often one person's typing is announced to a team at most (the browser sends every 3 s while typing). */
const TYPING_EVERY_MS = 2_000;

/**
 * Typing is not stored: a notification to the team's streams (ids only). Membership and the NOTIFY are one
 * statement; a second announcement from the same person within 2 s is dropped here without a query.
 */
export function typingAnnouncer(pool: SqlPool) {
  const recent = new Map<string, number>();
  return async (teamId: string, userId: string): Promise<void> => {
    const key = `${teamId}:${userId}`;
    const now = Date.now();
    if (now - (recent.get(key) ?? 0) < TYPING_EVERY_MS) return;
    const { rowCount } = await pool.query(
      `SELECT pg_notify('${CHAT_CHANNEL}', 't:' || $1 || ':' || $2) FROM "TeamMember" WHERE "teamId" = $1 AND "userId" = $2`,
      [teamId, userId],
    );
    if (!rowCount) throw notFound('Team');
    if (recent.size > 10_000) recent.clear();
    recent.set(key, now);
  };
}
