import { z } from 'zod';

/**
 * Podcasts (docs/product.md#podcasts): the user's podcast accounts (SocialAccount, platform podcast) with their
 * episodes as the scheduled captures stored them, publishing cadence and growth. Free: one podcast; Premium: unlimited.
 */

export const podcastEpisodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  publishedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

export const podcastSchema = z.object({
  accountId: z.string(),
  businessId: z.string(),
  title: z.string(),
  artwork: z.string().nullable(),
  rssUrl: z.string().nullable(),
  /** Median days between the last 10 episodes (null with fewer than 2 dated episodes). */
  cadenceDays: z.number().nullable(),
  /** Episodes published since the 1st of this month (UTC). */
  episodesThisMonth: z.number().int(),
  episodeCount: z.number().int(),
  latestEpisodeAt: z.string().nullable(),
  /** Snapshots of the last 90 days, oldest first: episode count (posts) and followers when measured. */
  growth: z.array(
    z.object({ capturedAt: z.string(), posts: z.number().int().nullable(), followers: z.number().int().nullable() }),
  ),
});
export type Podcast = z.infer<typeof podcastSchema>;

export const podcastListSchema = z.object({
  podcasts: z.array(podcastSchema),
  /** How many podcasts the plan allows (null: unlimited), shown before the add form. */
  limit: z.number().int().nullable(),
});
export type PodcastList = z.infer<typeof podcastListSchema>;

export const podcastEpisodesQuerySchema = z.object({ cursor: z.string().max(500).optional() });
export const podcastEpisodePageSchema = z.object({
  episodes: z.array(podcastEpisodeSchema),
  nextCursor: z.string().nullable(),
});
export type PodcastEpisodePage = z.infer<typeof podcastEpisodePageSchema>;
