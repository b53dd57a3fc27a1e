import { z } from 'zod';
import { isoDateSchema, recordIdSchema } from './common';
import { CONNECTION_KINDS, GROWTH_STATUSES, OAUTH_PLATFORMS, SOCIAL_PLATFORMS } from './social-messages';

/**
 * Social accounts (docs/product.md#social-accounts): accounts linked per business, how they were checked, and their
 * growth measured from snapshots over time. docs/decisions/1701-social-accounts.md.
 */
export * from './social-messages';
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS, { message: 'Please select a platform first' });

const username = z
  .string({ message: 'Please enter your username' })
  .trim()
  .min(1, 'Please enter your username')
  .max(100, 'Username is at most 100 characters')
  // eslint-disable-next-line no-control-regex -- control characters are what this check rejects
  .refine((v) => !/[\u0000-\u001f]/.test(v), 'Username contains a character that cannot be saved');
const url = (label: string) =>
  z
    .string({ message: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(2000, `The ${label} is at most 2000 characters`);

/**
 * A validation result, every validator's answer. `isValid: false` carries the reason in
 * `message`; the figures a validator could read are filled, the rest null. `unavailable` names figures it could not
 * read (e.g. YouTube's subscriber count without an API key). There is no accessToken: tokens never leave the server.
 */
export const validationResultSchema = z.object({
  isValid: z.boolean(),
  platform: socialPlatformSchema,
  username: z.string().nullable(),
  validatedAt: z.string(),
  message: z.string(),
  connectionKind: z.enum(CONNECTION_KINDS).optional(),
  useOAuth: z.boolean().optional(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  episodeCount: z.number().int().nullable().optional(),
  image: z.string().nullable().optional(),
  channelId: z.string().nullable().optional(),
  subscriberCount: z.number().int().nullable().optional(),
  videoCount: z.number().int().nullable().optional(),
  unavailable: z.array(z.string()).optional(),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

/** POST /api/validate-rss. */
export const validateRssSchema = z.object({ rssUrl: url('RSS feed URL') });
/** POST /api/validate-youtube: a channel id (UC…), or a /channel/UC… or /@handle URL. Any password sent is dropped unread. */
export const validateYoutubeSchema = z
  .object({
    channelId: z.string().trim().max(100, 'Channel ID is at most 100 characters').optional().nullable(),
    channelUrl: z.string().trim().max(2000, 'Channel URL is at most 2000 characters').optional().nullable(),
    username: z.string().max(100).optional().nullable(),
  })
  .refine((v) => Boolean(v.channelId || v.channelUrl), { message: 'Please enter a YouTube channel ID or channel URL' });
/** POST /api/validate-social-media. Any password sent is dropped unread (we never take third-party passwords). */
export const validateSocialMediaSchema = z.object({
  platform: socialPlatformSchema,
  username: username.optional().nullable(),
});

/** A linked account as the API answers it (never a token). */
export const socialAccountSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  platform: socialPlatformSchema,
  username: z.string(),
  displayName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  rssUrl: z.string().nullable(),
  channelId: z.string().nullable(),
  isConnected: z.boolean(),
  connectionKind: z.enum(CONNECTION_KINDS),
  monthlyGrowthTarget: z.number().int(),
  createdAt: z.string(),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

/**
 * POST /api/social-accounts → 201 SocialAccount (the original client's keys). The server decides how it is measured: a
 * podcast's feed and a YouTube channel are checked again and give the first snapshot; `connectionRef` (from GET
 * /api/oauth/data) links a finished OAuth sign-in; anything else is manual. accessToken / isConnected / password from
 * old clients are ignored. Another user's business → 404; the Free plan's 4th account on one business → 403.
 */
export const createSocialAccountSchema = z.object({
  platform: socialPlatformSchema,
  businessId: recordIdSchema('business'),
  username: z.string().trim().max(100, 'Username is at most 100 characters').optional().nullable(),
  rssUrl: url('RSS feed URL').optional().nullable(),
  channelId: z.string().trim().max(100).optional().nullable(),
  channelUrl: z.string().trim().max(2000).optional().nullable(),
  connectionRef: z.string().trim().max(100).optional().nullable(),
  monthlyGrowthTarget: z.number().int().min(1).max(1000).optional(),
});
export type CreateSocialAccount = z.output<typeof createSocialAccountSchema>;

export const socialAccountsQuerySchema = z.object({ businessId: recordIdSchema('business').optional() });

/** PATCH /api/social-accounts/{id}. */
export const updateSocialAccountSchema = z
  .object({
    monthlyGrowthTarget: z
      .number({ message: 'Growth target must be a number' })
      .int('Growth target must be a whole percent')
      .min(1, 'Growth target is at least 1%')
      .max(1000, 'Growth target is at most 1000%'),
  })
  .strict();

/** POST /api/social-accounts/{id}/snapshots → 201: a figure the user read themselves (manual accounts), today or on an earlier date. */
export const createSnapshotSchema = z
  .object({
    followers: z
      .number({ message: 'Please enter the follower count' })
      .int('Followers must be a whole number')
      .min(0, 'Followers cannot be negative')
      .max(2_000_000_000, 'That follower count is too large'),
    posts: z
      .number()
      .int('Posts must be a whole number')
      .min(0, 'Posts cannot be negative')
      .max(2_000_000_000)
      .optional()
      .nullable(),
    /** yyyy-MM-dd, not in the future and at most a year back; default today. */
    date: isoDateSchema.optional(),
  })
  .strict();
export type CreateSnapshot = z.output<typeof createSnapshotSchema>;

export const snapshotSchema = z.object({
  capturedAt: z.string(),
  followers: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  source: z.enum(['manual', 'job']),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const socialGrowthQuerySchema = z.object({
  businessId: recordIdSchema('business').optional(),
  days: z.enum(['30', '90']).default('30'),
});

/**
 * GET /api/social-growth?businessId&days → per account, from its snapshots only. `followers` is the latest measured
 * count; `change` compares it with the count at the start of the window (the last snapshot on or before it, else the
 * first inside it); growth percent = change / start × 100; progress = growth / monthlyGrowthTarget × 100. Figures are
 * null until two snapshots exist (nothing is invented); `series` is one point per day (the day's last figure).
 */
export const accountGrowthSchema = z.object({
  account: socialAccountSchema,
  followers: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  change: z.number().int().nullable(),
  growthPercent: z.number().nullable(),
  progressPercent: z.number().nullable(),
  status: z.enum(GROWTH_STATUSES).nullable(),
  lastCapturedAt: z.string().nullable(),
  series: z.array(
    z.object({ date: isoDateSchema, followers: z.number().int().nullable(), posts: z.number().int().nullable() }),
  ),
});
export type AccountGrowth = z.infer<typeof accountGrowthSchema>;
export const socialGrowthSchema = z.object({ days: z.number().int(), accounts: z.array(accountGrowthSchema) });
export type SocialGrowth = z.infer<typeof socialGrowthSchema>;

/** GET /api/oauth/facebook/auth?platform= → { authUrl } (state + PKCE S256). */
export const oauthStartQuerySchema = z.object({
  platform: z.enum(OAUTH_PLATFORMS, { message: 'This platform does not sign in with OAuth' }),
});
export const oauthStartSchema = z.object({ authUrl: z.string() });
/** GET /api/oauth/data → the caller's latest finished sign-in, or 404 when there is none. */
export const oauthDataSchema = z.object({
  platform: z.enum(OAUTH_PLATFORMS),
  profile: z.object({ username: z.string(), name: z.string().nullable() }),
  /** Opaque: pass it to POST /api/social-accounts to link the sign-in. Not the provider's token. */
  connectionRef: z.string(),
});
export type OAuthData = z.infer<typeof oauthDataSchema>;
