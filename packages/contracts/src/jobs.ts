import { z } from 'zod';

/**
 * A job on the project's one PostgreSQL job queue (graphile-worker, architecture "Jobs and events"). The name is
 * prefixed with the service that runs it (`core:deliver-notification`); the payload schema is checked when the job is
 * enqueued and again when a worker picks it up. A service that needs another's work enqueues that service's job,
 * never writes its tables. Features define their jobs in this file with `defineJob`.
 */
export interface JobDefinition<P> {
  name: `${'core' | 'social' | 'payments' | 'community'}:${string}`;
  payload: z.ZodType<P>;
}

export function defineJob<P>(name: JobDefinition<P>['name'], payload: z.ZodType<P>): JobDefinition<P> {
  return { name, payload };
}

// ---------------------------------------------------------------------------------------------------------------------
// Notifications (decision 1601): core's worker delivers; any service may enqueue `core:notify-users`.
// ---------------------------------------------------------------------------------------------------------------------

/** A broadcast was sent: page through every user and enqueue delivery batches. */
export const broadcastFanOutJob = defineJob(
  'core:broadcast-fan-out',
  z.object({ adminMessageId: z.string(), afterUserId: z.string().optional() }),
);
/** Apply the delivery rules to these recipients of one broadcast or one personal notification each. */
export const deliverNotificationsJob = defineJob(
  'core:deliver-notifications',
  z.object({
    adminMessageId: z.string().optional(),
    /** Personal notifications (one per recipient), when not a broadcast. */
    notificationIds: z.array(z.string()).optional(),
    userIds: z.array(z.string()).max(1000),
  }),
);
/** A push held by quiet hours, sent when they end (a broadcast's counts its outcome then: `adminMessageId`). */
export const sendHeldPushJob = defineJob(
  'core:send-held-push',
  z.object({
    userId: z.string(),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    adminMessageId: z.string().optional(),
  }),
);
/** A user's daily or weekly digest at 09:00 local. */
export const sendDigestJob = defineJob('core:send-digest', z.object({ userId: z.string() }));
/** Other services notify users through this job (team and community activity, system alerts); core writes the inbox. */
export const notifyUsersJob = defineJob(
  'core:notify-users',
  z.object({
    userIds: z.array(z.string()).min(1).max(1000),
    kind: z.enum(['team', 'community', 'system']),
    title: z.string().min(1).max(200),
    body: z.string().max(1000),
    url: z.string().startsWith('/').max(500).default('/'),
  }),
);
/** Hourly (crontab, UTC): users for whom it is now Monday 09:00 local and who keep Weekly Digest on get their summary. */
export const weeklyDigestTickJob = defineJob('core:weekly-digest-tick', z.object({}).passthrough());

// ---------------------------------------------------------------------------------------------------------------------
// Social growth snapshots (decision 1704): social's worker measures connected accounts.
// ---------------------------------------------------------------------------------------------------------------------

/** Every 6 hours (crontab, UTC): enqueue one capture per measurable account. */
export const captureSnapshotsTickJob = defineJob('social:capture-snapshots', z.object({}).passthrough());
/** Measure one account now (feed, YouTube or the OAuth provider) and store a GrowthSnapshot. */
export const captureAccountSnapshotJob = defineJob(
  'social:capture-account-snapshot',
  z.object({ accountId: z.string() }),
);

// ---------------------------------------------------------------------------------------------------------------------
// RSS reader and podcasts (decisions 1801, 1805): social's worker refreshes subscribed feeds and prunes old articles.
// ---------------------------------------------------------------------------------------------------------------------
/** Every 10 minutes (crontab, UTC): enqueue one refresh per feed that is due (nextFetchAt reached). */
export const refreshFeedsTickJob = defineJob('social:refresh-feeds', z.object({}).passthrough());
/** Fetch one subscribed feed (conditional GET) and store its new articles; failures back off on the feed row. */
export const refreshFeedJob = defineJob('social:refresh-feed', z.object({ feedId: z.string() }));
/** Daily: delete articles older than 90 days that are not starred. */
export const pruneFeedItemsJob = defineJob('social:prune-feed-items', z.object({}).passthrough());
