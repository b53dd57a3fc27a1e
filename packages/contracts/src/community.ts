import { z } from 'zod';
import { optionalTextSchema, recordIdSchema, requiredDisplayTextSchema, requiredTextSchema } from './common';
import {
  COMMENT_MAX,
  COMMENT_REQUIRED,
  POST_CONTENT_MAX,
  POST_CONTENT_REQUIRED,
  POST_TITLE_MAX,
  POST_TITLE_REQUIRED,
  REPORT_DETAILS_MAX,
} from './messages';

/** The five post categories; default general (docs/product.md#community). */
export const COMMUNITY_CATEGORIES = ['general', 'success', 'question', 'motivation', 'networking'] as const;
export const communityCategorySchema = z.enum(COMMUNITY_CATEGORIES, {
  message: `Category must be one of: ${COMMUNITY_CATEGORIES.join(', ')}`,
});
export type CommunityCategory = z.infer<typeof communityCategorySchema>;

/** Who wrote a post or comment, as other members see them: a display name (never an e-mail) and two initials. */
export const communityAuthorSchema = z.object({
  /** "First Last", else the first name, else 'Anonymous'. */
  name: z.string(),
  /** Two uppercase letters from the name; 'AN' when there is none. */
  initials: z.string(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

/** A post as every community endpoint answers it. Instants are ISO strings. */
export const communityPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text (shown as text, never as HTML). */
  content: z.string(),
  category: communityCategorySchema,
  isPinned: z.boolean(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Hidden after reports (only its author and admins still see it). */
  hidden: z.boolean(),
  author: communityAuthorSchema,
  /** The caller wrote it (may edit and delete it). */
  isMine: z.boolean(),
  likedByMe: z.boolean(),
  bookmarkedByMe: z.boolean(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** A page of a keyset-paginated list: pass `nextCursor` back as `?cursor=` for the next page; null on the last. */
const cursorSchema = z.string({ message: 'cursor must be text' }).max(300, 'cursor is too long').optional();
const booleanQuery = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .optional()
    .transform((v) => v === 'true');

/**
 * GET /api/community/posts?category=&cursor=&bookmarked= → a page of 20 posts: pinned first, then newest.
 * category omitted = all; bookmarked=true = the caller's saved posts only. A post inserted after the first page
 * never shifts later pages (the cursor is the last post's place in the order, not an offset).
 */
export const communityFeedQuerySchema = z.object({
  category: communityCategorySchema.optional(),
  cursor: cursorSchema,
  bookmarked: booleanQuery('bookmarked'),
});
export type CommunityFeedQuery = z.output<typeof communityFeedQuerySchema>;
export const COMMUNITY_PAGE_SIZE = 20;
export const communityFeedSchema = z.object({ posts: z.array(communityPostSchema), nextCursor: z.string().nullable() });
export type CommunityFeed = z.infer<typeof communityFeedSchema>;

const postFields = {
  title: requiredDisplayTextSchema(POST_TITLE_REQUIRED, 'Title', POST_TITLE_MAX),
  content: requiredTextSchema(POST_CONTENT_REQUIRED, 'Content', POST_CONTENT_MAX),
};

/**
 * POST /api/community/posts → 201 CommunityPost. Title (1–200) and content (1–10,000) trimmed and required; category
 * defaults to general. Rate limited per member (429 with Retry-After and when to try again).
 */
export const createCommunityPostSchema = z
  .object({ ...postFields, category: communityCategorySchema.default('general') })
  .strict();
export type CreateCommunityPostRequest = z.input<typeof createCommunityPostSchema>;
export type CreateCommunityPost = z.output<typeof createCommunityPostSchema>;

/** PUT /api/community/posts/{id} → 200 CommunityPost: the author edits title, content and category (a full update). */
export const updateCommunityPostSchema = z.object({ ...postFields, category: communityCategorySchema }).strict();
export type UpdateCommunityPostRequest = z.input<typeof updateCommunityPostSchema>;
export type UpdateCommunityPost = z.output<typeof updateCommunityPostSchema>;

/**
 * POST /api/community/like { postId } → 200 LikeResult: toggles the caller's like. One like per member per post,
 * whatever the concurrency (50 parallel toggles leave the post liked or not, its count 1 or 0).
 */
export const toggleLikeSchema = z.object({ postId: recordIdSchema('post') }).strict();
export type ToggleLikeRequest = z.input<typeof toggleLikeSchema>;
export const likeResultSchema = z.object({ postId: z.string(), liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

/** POST /api/community/posts/{id}/bookmark → 200: toggles the caller's bookmark (no body). */
export const bookmarkResultSchema = z.object({ postId: z.string(), bookmarked: z.boolean() });
export type BookmarkResult = z.infer<typeof bookmarkResultSchema>;

/** A comment on a post, oldest first in its thread. */
export const postCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  author: communityAuthorSchema,
  isMine: z.boolean(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

/** GET /api/community/posts/{id}/comments?cursor= → 50 comments a page, oldest first. */
export const commentsQuerySchema = z.object({ cursor: cursorSchema });
export const COMMENTS_PAGE_SIZE = 50;
export const commentPageSchema = z.object({ comments: z.array(postCommentSchema), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof commentPageSchema>;

/**
 * POST /api/community/posts/{id}/comments → 201 PostComment (1–2,000 characters, trimmed; rate limited per member).
 * PUT /api/community/comments/{id} → 200 PostComment (its author). DELETE /api/community/comments/{id} → 204 (its
 * author or an admin).
 */
export const createCommentSchema = z
  .object({ content: requiredTextSchema(COMMENT_REQUIRED, 'Comment', COMMENT_MAX) })
  .strict();
export type CreateCommentRequest = z.input<typeof createCommentSchema>;
export const updateCommentSchema = createCommentSchema;
export type UpdateCommentRequest = z.input<typeof updateCommentSchema>;

/** Why a member reports a post. */
export const REPORT_REASONS = ['spam', 'harassment', 'misinformation', 'inappropriate', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS, {
  message: `Reason must be one of: ${REPORT_REASONS.join(', ')}`,
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

/**
 * POST /api/community/posts/{id}/report → 200 ReportResult. One report per member per post (reporting again changes
 * nothing); not one's own post (400). REPORTS_TO_HIDE distinct members' open reports hide the post.
 */
export const reportPostSchema = z
  .object({ reason: reportReasonSchema, details: optionalTextSchema('Details', REPORT_DETAILS_MAX) })
  .strict();
export type ReportPostRequest = z.input<typeof reportPostSchema>;
export type ReportPost = z.output<typeof reportPostSchema>;
export const reportResultSchema = z.object({ postId: z.string(), alreadyReported: z.boolean() });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** POST /api/community/posts/{id}/pin (admins) → 200 CommunityPost: sets isPinned, or toggles it when omitted. */
export const pinPostSchema = z
  .object({ isPinned: z.boolean({ message: 'isPinned must be true or false' }).optional() })
  .strict();
export type PinPostRequest = z.input<typeof pinPostSchema>;

/** GET /api/community/reports (admins): posts with open reports, most recently reported first, 20 a page. */
export const reportsQuerySchema = z.object({ cursor: cursorSchema });
export const postReportSummarySchema = z.object({
  post: communityPostSchema,
  openReports: z.number().int(),
  lastReportedAt: z.string(),
  /** Open reports, newest first (reporters stay anonymous). */
  reports: z.array(z.object({ reason: reportReasonSchema, details: z.string().nullable(), createdAt: z.string() })),
});
export type PostReportSummary = z.infer<typeof postReportSummarySchema>;
export const postReportPageSchema = z.object({
  reports: z.array(postReportSummarySchema),
  nextCursor: z.string().nullable(),
});
export type PostReportPage = z.infer<typeof postReportPageSchema>;

/**
 * GET /api/community/stats → the stats row, counted by the database: members (accounts), posts and likes (on posts
 * everyone can see), and active members — who posted, liked or commented in the last 30 days — with their share.
 */
export const communityStatsSchema = z.object({
  members: z.number().int(),
  posts: z.number().int(),
  likes: z.number().int(),
  activeMembers: z.number().int(),
  /** activeMembers / members, 0–100, rounded. */
  activePercent: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;
