import type { Db, DbTransaction } from '@fj/db';
import {
  DUPLICATE_SOCIAL_ACCOUNT_MESSAGE,
  FREE_PLAN_SOCIAL_ACCOUNT_LIMIT,
  isOAuthPlatform,
  SOCIAL_ACCOUNT_LIMIT_MESSAGE,
  type ConnectionKind,
  type CreateSnapshot,
  type CreateSocialAccount,
  type SocialAccount,
  type SocialPlatform,
  type Snapshot,
} from '@fj/contracts';
import { badRequest, conflict, forbidden, notFound, type Identity } from '@fj/server-kit';
import { isUniqueViolation } from '../lib/records';
import {
  InvalidSource,
  readFeed,
  resolveChannelId,
  youtubeApiKey,
  youtubeChannel,
  youtubeFeedChannel,
} from '../validation/feeds';
import { OAUTH_PENDING_MS } from '../oauth/service';
import type { FeedItem } from '../feeds';
import { assertPodcastAllowed } from '../podcasts/service';
import { storeEpisodes } from '../podcasts/episodes';

export const accountSelect = {
  id: true,
  businessId: true,
  platform: true,
  username: true,
  displayName: true,
  profilePicture: true,
  rssUrl: true,
  channelId: true,
  isConnected: true,
  connectionKind: true,
  monthlyGrowthTarget: true,
  createdAt: true,
} as const;
type AccountRow = {
  id: string;
  businessId: string;
  platform: string;
  username: string;
  displayName: string | null;
  profilePicture: string | null;
  rssUrl: string | null;
  channelId: string | null;
  isConnected: boolean;
  connectionKind: string;
  monthlyGrowthTarget: number;
  createdAt: Date;
};

export const toSocialAccount = (r: AccountRow): SocialAccount => ({
  ...r,
  platform: r.platform as SocialPlatform,
  connectionKind: r.connectionKind as ConnectionKind,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/social-accounts[?businessId]: one query on (userId, businessId, createdAt). */
export async function listSocialAccounts(db: Db, userId: string, businessId?: string): Promise<SocialAccount[]> {
  const rows = await db.socialAccount.findMany({
    where: { userId, ...(businessId ? { businessId } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: accountSelect,
  });
  return rows.map(toSocialAccount);
}

/** What the account is, how it is measured, and its first measurement, worked out before anything is written. */
interface Resolved {
  handle: string;
  username: string;
  displayName: string | null;
  profilePicture: string | null;
  rssUrl: string | null;
  channelId: string | null;
  connectionKind: ConnectionKind;
  firstSnapshot: { followers: number | null; posts: number | null } | null;
  oauth?: { pendingId: string; accessTokenSealed: string; refreshTokenSealed: string | null; expiresAt: Date | null };
  /** A podcast's episodes as its feed listed them (decision 1805). */
  episodes?: FeedItem[];
}

async function resolve(db: Db, userId: string, input: CreateSocialAccount): Promise<Resolved> {
  const fail = (err: unknown) => {
    throw err instanceof InvalidSource ? badRequest(err.message) : err;
  };
  if (input.platform === 'podcast') {
    if (!input.rssUrl) throw badRequest('Please enter your podcast RSS feed URL');
    const { url, feed } = await readFeed(input.rssUrl).catch(fail);
    return {
      handle: url,
      username: feed.title || url,
      displayName: feed.title || null,
      profilePicture: feed.image,
      rssUrl: url,
      channelId: null,
      connectionKind: 'public_feed',
      firstSnapshot: { followers: null, posts: feed.items.length },
      episodes: feed.items,
    };
  }
  if (input.platform === 'youtube') {
    if (!input.channelId && !input.channelUrl) throw badRequest('Please enter a YouTube channel ID or channel URL');
    const key = youtubeApiKey();
    const channel = await resolveChannelId(input.channelId, input.channelUrl, key)
      .then((id) => (key ? youtubeChannel({ id }, key) : youtubeFeedChannel(id)))
      .catch(fail);
    const measured = channel.subscriberCount !== null || channel.videoCount !== null;
    return {
      handle: channel.channelId,
      username: channel.title || channel.channelId,
      displayName: channel.title || null,
      profilePicture: channel.image,
      rssUrl: null,
      channelId: channel.channelId,
      connectionKind: 'public_feed',
      firstSnapshot: measured ? { followers: channel.subscriberCount, posts: channel.videoCount } : null,
    };
  }
  if (input.connectionRef) {
    // A finished OAuth sign-in of this user, for this platform, not yet connected.
    const pending = await db.oAuthPending.findFirst({
      where: {
        id: input.connectionRef,
        userId,
        platform: input.platform,
        completedAt: { gte: new Date(Date.now() - OAUTH_PENDING_MS) },
      },
    });
    if (!pending?.username || !pending.accessTokenSealed) throw badRequest('Please authenticate your account first');
    return {
      handle: pending.username.toLowerCase(),
      username: pending.username,
      displayName: pending.name,
      profilePicture: null,
      rssUrl: null,
      channelId: null,
      connectionKind: 'oauth',
      firstSnapshot:
        pending.followers !== null || pending.posts !== null
          ? { followers: pending.followers, posts: pending.posts }
          : null,
      oauth: {
        pendingId: pending.id,
        accessTokenSealed: pending.accessTokenSealed,
        refreshTokenSealed: pending.refreshTokenSealed,
        expiresAt: pending.expiresAt,
      },
    };
  }
  const username = input.username?.replace(/^@/, '').trim();
  if (!username) throw badRequest('Please enter your username');
  return {
    handle: username.toLowerCase(),
    username,
    displayName: null,
    profilePicture: null,
    rssUrl: null,
    channelId: null,
    connectionKind: 'manual',
    firstSnapshot: null,
  };
}

/**
 * POST /api/social-accounts. The source is checked (and measured) first, outside any transaction; then one
 * transaction locks the business row (the caller's, else 404), applies the Free plan's per-business limit, and
 * writes the account, its sealed OAuth tokens and its first snapshot together.
 */
export async function createSocialAccount(
  db: Db,
  identity: Identity,
  input: CreateSocialAccount,
  businessId: string,
): Promise<SocialAccount> {
  const { userId } = identity;
  if (!isOAuthPlatform(input.platform) && input.connectionRef)
    throw badRequest(`${input.platform} does not sign in with OAuth`);
  const owned = await db.business.count({ where: { id: businessId, userId } });
  if (owned === 0) throw notFound('Business');
  const r = await resolve(db, userId, input);
  try {
    return await db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<
        { id: string }[]
      >`SELECT "id" FROM "Business" WHERE "id" = ${businessId} AND "userId" = ${userId} FOR NO KEY UPDATE`;
      if (locked.length === 0) throw notFound('Business');
      if (!identity.isPremium) {
        const count = await tx.socialAccount.count({ where: { userId, businessId } });
        if (count >= FREE_PLAN_SOCIAL_ACCOUNT_LIMIT) throw forbidden(SOCIAL_ACCOUNT_LIMIT_MESSAGE);
      }
      // Podcasts: Free tracks one podcast in all (docs/product.md#plans-and-limits).
      if (input.platform === 'podcast') await assertPodcastAllowed(tx, identity, r.handle);
      const row = await tx.socialAccount.create({
        data: {
          userId,
          businessId,
          platform: input.platform,
          handle: r.handle,
          username: r.username,
          displayName: r.displayName,
          profilePicture: r.profilePicture,
          rssUrl: r.rssUrl,
          channelId: r.channelId,
          connectionKind: r.connectionKind,
          isConnected: true,
          monthlyGrowthTarget: input.monthlyGrowthTarget,
          ...(r.oauth
            ? {
                credential: {
                  create: {
                    accessTokenSealed: r.oauth.accessTokenSealed,
                    refreshTokenSealed: r.oauth.refreshTokenSealed,
                    expiresAt: r.oauth.expiresAt,
                  },
                },
              }
            : {}),
          ...(r.firstSnapshot
            ? { snapshots: { create: { capturedAt: new Date(), source: 'job', ...r.firstSnapshot } } }
            : {}),
        },
        select: accountSelect,
      });
      if (r.oauth) await tx.oAuthPending.delete({ where: { id: r.oauth.pendingId } });
      if (r.episodes) await storeEpisodes(tx, row.id, r.episodes);
      return toSocialAccount(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_SOCIAL_ACCOUNT_MESSAGE);
    throw err;
  }
}

/** PATCH /api/social-accounts/{id}: one UPDATE … WHERE id AND userId. */
export async function updateGrowthTarget(
  db: Db,
  userId: string,
  id: string,
  monthlyGrowthTarget: number,
): Promise<SocialAccount> {
  const { count } = await db.socialAccount.updateMany({ where: { id, userId }, data: { monthlyGrowthTarget } });
  if (count === 0) throw notFound('Social account');
  return toSocialAccount(await db.socialAccount.findUniqueOrThrow({ where: { id }, select: accountSelect }));
}

/** DELETE /api/social-accounts/{id}: snapshots and tokens go by cascade; content plans keep their text, without the account. */
export async function deleteSocialAccount(db: Db, userId: string, id: string): Promise<void> {
  const { count } = await db.socialAccount.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound('Social account');
}

const DAY = 86_400_000;

/**
 * POST /api/social-accounts/{id}/snapshots: a figure the user read themselves. Today's is stamped now; an earlier
 * date's at noon UTC of that date (at most a year back, never in the future). OAuth accounts are measured by the job.
 */
export async function recordSnapshot(
  db: Db | DbTransaction,
  userId: string,
  id: string,
  input: CreateSnapshot,
): Promise<Snapshot> {
  const account = await db.socialAccount.findFirst({ where: { id, userId }, select: { connectionKind: true } });
  if (!account) throw notFound('Social account');
  if (account.connectionKind === 'oauth') throw badRequest('This account is measured automatically from its sign-in.');
  const today = new Date().toISOString().slice(0, 10);
  if (input.date && input.date > today) throw badRequest('The date cannot be in the future');
  if (input.date && Date.parse(input.date) < Date.now() - 366 * DAY)
    throw badRequest('The date can be at most a year ago');
  const capturedAt = !input.date || input.date === today ? new Date() : new Date(`${input.date}T12:00:00.000Z`);
  const row = await db.growthSnapshot.create({
    data: { accountId: id, capturedAt, followers: input.followers, posts: input.posts ?? null, source: 'manual' },
  });
  return { capturedAt: row.capturedAt.toISOString(), followers: row.followers, posts: row.posts, source: 'manual' };
}
