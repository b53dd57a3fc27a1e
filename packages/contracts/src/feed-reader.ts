import { z } from 'zod';
import { displayText, isStorableText, unstorableTextMessage } from './common';

/**
 * The RSS reader (Premium, docs/product.md#rss-reader): subscriptions with folders, articles with read/star state, OPML
 * in and out. Article HTML is sanitised by the server before it is stored (allow-list: text, links, images, lists,
 * headings).
 */
export const MAX_FEEDS = 1000;
/**
 * Items older than this and not starred are pruned (and not stored in the first place) — except each feed's newest
 * FEED_ITEMS_ALWAYS_KEPT, whatever their age, so a feed that posts rarely (a podcast between seasons) is never empty.
 */
export const FEED_ITEM_RETENTION_DAYS = 90;
export const FEED_ITEMS_ALWAYS_KEPT = 50;

const folderSchema = displayText(
  z
    .string()
    .trim()
    .max(60, 'A folder name has at most 60 characters')
    .refine(isStorableText, unstorableTextMessage('Folder')),
  'Folder',
  { allowEmpty: true },
)
  .transform((v) => v || null)
  .nullable();

export const createFeedSchema = z
  .object({
    url: z
      .string({ message: 'Please enter a feed or site URL' })
      .trim()
      .min(1, 'Please enter a feed or site URL')
      .max(2000, 'That address is too long')
      .refine(isStorableText, unstorableTextMessage('Address')),
    folder: folderSchema.optional(),
  })
  .strict();
export type CreateFeed = z.input<typeof createFeedSchema>;

export const updateFeedSchema = z
  .object({
    folder: folderSchema.optional(),
    title: displayText(
      z
        .string()
        .trim()
        .min(1, 'A feed needs a title')
        .max(200, 'A title has at most 200 characters')
        .refine(isStorableText, unstorableTextMessage('Title')),
      'Title',
      { blank: 'A feed needs a title' },
    ).optional(),
  })
  .strict();
export type UpdateFeed = z.input<typeof updateFeedSchema>;

export const feedSchema = z.object({
  id: z.string(),
  url: z.string(),
  siteUrl: z.string().nullable(),
  title: z.string(),
  folder: z.string().nullable(),
  unreadCount: z.number().int(),
  lastFetchedAt: z.string().nullable(),
  nextFetchAt: z.string(),
  errorCount: z.number().int(),
  /** Why the last refresh failed (null after a good one). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;
export const feedListSchema = z.object({
  feeds: z.array(feedSchema),
  totalUnread: z.number().int(),
  starredCount: z.number().int(),
});
export type FeedList = z.infer<typeof feedListSchema>;

const boolParam = z.enum(['true', 'false'], { message: 'Use true or false' }).transform((v) => v === 'true');
export const feedItemsQuerySchema = z.object({
  feedId: z.string().max(100).optional(),
  folder: z.string().max(60).refine(isStorableText, unstorableTextMessage('Folder')).optional(),
  unread: boolParam.optional(),
  starred: boolParam.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number({ message: 'limit must be a number' }).int().min(1).max(100).optional(),
});

export const feedItemSchema = z.object({
  id: z.string(),
  feedId: z.string(),
  feedTitle: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  /** Sanitised on the server: safe to render as HTML. Images point at GET /api/feeds/media (our origin). */
  contentHtml: z.string(),
  publishedAt: z.string(),
  isRead: z.boolean(),
  isStarred: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedItemPageSchema = z.object({ items: z.array(feedItemSchema), nextCursor: z.string().nullable() });
export type FeedItemPage = z.infer<typeof feedItemPageSchema>;

const idList = z
  .array(z.string().max(100), { message: 'ids must be a list of article ids' })
  .min(1, 'Name at least one article')
  .max(500, 'At most 500 articles at once');
export const markFeedItemsReadSchema = z.union(
  [
    z.object({ ids: idList, read: z.boolean({ message: 'read must be true or false' }).optional() }).strict(),
    z.object({ feedId: z.string({ message: 'feedId must be a feed id' }).max(100) }).strict(),
    z.object({ all: z.literal(true, { message: 'all must be true' }) }).strict(),
  ],
  { message: 'Send { "ids": [...] }, { "feedId": "..." } or { "all": true }' },
);
export type MarkFeedItemsRead = z.infer<typeof markFeedItemsReadSchema>;
export const markFeedItemsReadResultSchema = z.object({ updated: z.number().int(), totalUnread: z.number().int() });

export const starFeedItemSchema = z
  .object({ starred: z.boolean({ message: 'starred must be true or false' }) })
  .strict();
export const starFeedItemResultSchema = z.object({ id: z.string(), isStarred: z.boolean() });

/** GET /api/feeds/media: an article image through our origin; the server signs each address it puts in an article. */
export const feedMediaQuerySchema = z.object({
  url: z.string({ message: 'url is required' }).max(4000, 'That address is too long'),
  sig: z.string({ message: 'sig is required' }).max(100),
});

/** One NDJSON line of POST /api/feeds/opml's streamed answer. */
export const opmlProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  added: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** The feed just handled, and why it failed when it did. */
  url: z.string().optional(),
  error: z.string().optional(),
  finished: z.boolean().optional(),
});
export type OpmlProgress = z.infer<typeof opmlProgressSchema>;
