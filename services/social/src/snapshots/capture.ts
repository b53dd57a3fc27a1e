import type { Db } from '@fj/db';
import { captureAccountSnapshotJob, captureSnapshotsTickJob, isOAuthPlatform } from '@fj/contracts';
import { enqueueJob, jobHandler, type JobHandler } from '@fj/server-kit/jobs';
import { oauthProvider } from '../oauth/providers';
import { readProfile } from '../oauth/service';
import { tokenSealers } from '../oauth/tokens';
import { readFeed, youtubeApiKey, youtubeChannel } from '../validation/feeds';
import { youtubeApiBase, youtubeFeedBase } from '../lib/outbound';
import { storeEpisodes } from '../podcasts/episodes';

/** Every 6 hours, UTC. */
export const SNAPSHOT_CRONTAB = '0 */6 * * * social:capture-snapshots';
/** Attempts per capture; graphile-worker backs off exponentially between them (exp(attempt) seconds). */
export const CAPTURE_MAX_ATTEMPTS = 5;

type Account = {
  id: string;
  platform: string;
  connectionKind: string;
  rssUrl: string | null;
  channelId: string | null;
};

/** The host a capture talks to: captures of one host share a queue, so they run one at a time (politeness). */
export function captureHost(account: Account): string | null {
  if (account.connectionKind === 'public_feed' && account.rssUrl) return new URL(account.rssUrl).host;
  if (account.platform === 'youtube' && account.channelId)
    return new URL(youtubeApiKey() ? youtubeApiBase() : youtubeFeedBase()).host;
  if (account.connectionKind === 'oauth' && isOAuthPlatform(account.platform)) {
    const provider = oauthProvider(account.platform);
    return provider ? new URL(provider.profileUrl).host : null;
  }
  return null;
}

/**
 * The tick: one capture job per connected, measurable account, in one pass. Each job has the account's job key
 * (a second tick while one is pending replaces it instead of adding another: never two captures of one account)
 * and its host's queue (jobs in a queue run one after another: at most one request at a time per host).
 */
export async function enqueueCaptures(db: Db): Promise<number> {
  const accounts = await db.socialAccount.findMany({
    where: { isConnected: true, connectionKind: { in: ['public_feed', 'oauth'] } },
    select: { id: true, platform: true, connectionKind: true, rssUrl: true, channelId: true },
  });
  let added = 0;
  for (const account of accounts) {
    const host = captureHost(account);
    if (!host) continue;
    await enqueueJob(
      db,
      captureAccountSnapshotJob,
      { accountId: account.id },
      { jobKey: `social:capture:${account.id}`, queueName: `social-host:${host}`, maxAttempts: CAPTURE_MAX_ATTEMPTS },
    );
    added++;
  }
  return added;
}

/** Measure one account now and store the snapshot. Throws (→ retry with back-off) when the source does not answer. */
export async function captureAccount(db: Db, accountId: string): Promise<void> {
  const account = await db.socialAccount.findUnique({
    where: { id: accountId },
    select: { id: true, platform: true, connectionKind: true, rssUrl: true, channelId: true, credential: true },
  });
  if (!account) return; // unlinked since: nothing to do
  let figures: { followers: number | null; posts: number | null; views?: bigint | null } | null = null;
  if (account.platform === 'podcast' && account.rssUrl) {
    const { feed } = await readFeed(account.rssUrl);
    figures = { followers: null, posts: feed.items.length };
    // New episodes appear on /podcasts after each capture.
    await storeEpisodes(db, account.id, feed.items);
  } else if (account.platform === 'youtube' && account.channelId) {
    const key = youtubeApiKey();
    if (!key) return; // the public feed has no subscriber or video count: nothing to measure
    const channel = await youtubeChannel({ id: account.channelId }, key);
    figures = {
      followers: channel.subscriberCount,
      posts: channel.videoCount,
      views: channel.viewCount === null ? null : BigInt(channel.viewCount),
    };
  } else if (account.connectionKind === 'oauth' && account.credential && isOAuthPlatform(account.platform)) {
    const provider = oauthProvider(account.platform);
    if (!provider) return;
    const profile = await readProfile(provider, tokenSealers().access.unseal(account.credential.accessTokenSealed));
    figures = { followers: profile.followers, posts: profile.posts };
  }
  if (!figures) return;
  // The account may have been unlinked while we fetched: insert only if it still exists.
  await db.$executeRaw`
    INSERT INTO "GrowthSnapshot" ("id", "accountId", "capturedAt", "followers", "posts", "views", "source")
    SELECT gen_random_uuid()::text, "id", now(), ${figures.followers}, ${figures.posts}, ${figures.views ?? null}, 'job' FROM "SocialAccount" WHERE "id" = ${account.id}`;
}

export function snapshotJobHandlers(db: Db): JobHandler[] {
  return [
    jobHandler(captureSnapshotsTickJob, async () => void (await enqueueCaptures(db))),
    jobHandler(captureAccountSnapshotJob, ({ accountId }) => captureAccount(db, accountId)),
  ];
}
