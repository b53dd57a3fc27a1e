import type { Db } from '@fj/db';
import { createRateLimiter } from '@fj/server-kit';

const HOUR = 3600;
const setting = (value: string | undefined, fallback: number) =>
  value && Number(value) > 0 ? Math.floor(Number(value)) : fallback;

/**
 * Per-member allowances (README: COMMUNITY_POST_RATE_LIMIT, COMMUNITY_COMMENT_RATE_LIMIT), counted in the shared
 * rate_limit table so every instance of the service counts together. Past them the answer is 429 with Retry-After.
 */
export function postLimiter(db: Db, env = process.env) {
  const points = setting(env.COMMUNITY_POST_RATE_LIMIT, 10);
  return createRateLimiter(db, {
    name: 'community:post',
    points,
    windowSeconds: HOUR,
    message: `You can share up to ${points} posts an hour.`,
  });
}

export function commentLimiter(db: Db, env = process.env) {
  const points = setting(env.COMMUNITY_COMMENT_RATE_LIMIT, 60);
  return createRateLimiter(db, {
    name: 'community:comment',
    points,
    windowSeconds: HOUR,
    message: `You can write up to ${points} comments an hour.`,
  });
}
