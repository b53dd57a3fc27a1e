// Social accounts' constants and texts (docs/product.md#social-accounts). No zod here: remotes import this file as
// '@fj/contracts/social-messages' (decision 0202); the schemas in ./social.ts use the same constants.

export const SOCIAL_PLATFORMS = ['instagram', 'linkedin', 'tiktok', 'facebook', 'youtube', 'podcast'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
/** Platforms that can sign in with OAuth when their app is configured (Meta serves facebook and instagram). */
export const OAUTH_PLATFORMS = [
  'facebook',
  'instagram',
  'linkedin',
  'tiktok',
] as const satisfies readonly SocialPlatform[];
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];
export const isOAuthPlatform = (p: string): p is OAuthPlatform => (OAUTH_PLATFORMS as readonly string[]).includes(p);
export const CONNECTION_KINDS = ['oauth', 'public_feed', 'manual'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];
export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
  podcast: 'Podcast',
};

export const FREE_PLAN_SOCIAL_ACCOUNT_LIMIT = 3;
export const SOCIAL_ACCOUNT_LIMIT_MESSAGE =
  'Free plan includes 3 social accounts per business. Upgrade to Premium for unlimited accounts.';
export const DUPLICATE_SOCIAL_ACCOUNT_MESSAGE = 'This account is already connected.';
export const DEFAULT_MONTHLY_GROWTH_TARGET = 10;

/** Toast texts of the Connect Platforms dialog and unlinking: [title, description]. */
export const CONNECT_MESSAGES = {
  platformRequired: ['Platform Required', 'Please select a platform first'],
  usernameRequired: ['Username Required', 'Please enter your username'],
  rssRequired: ['RSS URL Required', 'Please enter your podcast RSS feed URL'],
  channelRequired: ['Channel Info Required', 'Please enter a YouTube channel ID or channel URL'],
  authRequired: ['Authentication Required', 'Please authenticate your account first'],
  businessRequired: ['Business Required', 'Please select a business before connecting social accounts'],
  validationFailed: ['Validation Failed', 'Failed to validate account'],
  connectFailed: ['Connection Failed', 'Failed to connect platform'],
  connected: ['Platform Connected', ''],
  oauthFailed: ['OAuth Failed', 'Failed to start OAuth authentication'],
  oauthOk: ['OAuth Successful', ''],
  unlinked: ['Account Unlinked', ''],
  unlinkFailed: ['Error', 'Failed to unlink social media account. Please try again.'],
} as const;
export const unlinkQuestion = (platform: string) =>
  `Are you sure you want to unlink your ${platform} account? This action cannot be undone.`;

/** The OAuth pop-up is 600×600, polled every 1 s, given up after 300,000 ms. */
export const OAUTH_POPUP = { width: 600, height: 600, pollMs: 1000, giveUpMs: 300_000 } as const;
/** At most 3 social cards in the Social Growth section. */
export const SOCIAL_CARDS_SHOWN = 3;

export const GROWTH_STATUSES = ['Exceeded!', 'On Track', 'Moderate', 'Behind'] as const;
export type GrowthStatus = (typeof GROWTH_STATUSES)[number];
/** Share of the monthly target reached → label (100 / 75 / 50 %; docs/product.md#social-growth). */
export function growthStatus(progressPercent: number): GrowthStatus {
  if (progressPercent >= 100) return 'Exceeded!';
  if (progressPercent >= 75) return 'On Track';
  if (progressPercent >= 50) return 'Moderate';
  return 'Behind';
}
