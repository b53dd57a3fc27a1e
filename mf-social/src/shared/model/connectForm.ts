import { CONNECT_MESSAGES, type SocialPlatform } from '@fj/contracts/social-messages';

/** What the Connect Platforms form holds. */
export interface ConnectDraft {
  platform: SocialPlatform | '';
  username: string;
  rssUrl: string;
  channelId: string;
  channelUrl: string;
}

export const EMPTY_DRAFT: ConnectDraft = { platform: '', username: '', rssUrl: '', channelId: '', channelUrl: '' };

export type ConnectProblem = keyof typeof CONNECT_MESSAGES;

/** Facebook and Instagram sign in (OAuth); the other social platforms are named by their username. */
export const SIGNS_IN = (p: SocialPlatform | '') => p === 'facebook' || p === 'instagram';
export const NEEDS_USERNAME = (p: SocialPlatform | '') => p === 'linkedin' || p === 'tiktok';

/**
 * The checks, in order, before validating (docs/product.md#connect-platforms): a platform; a username (every username
 * platform — not facebook or instagram, which sign in; podcasts and YouTube are named by their feed and channel
 * instead, decision 1705); the RSS URL for a podcast; a channel id or URL for YouTube.
 */
export function validationProblem(d: ConnectDraft): ConnectProblem | null {
  if (!d.platform) return 'platformRequired';
  if (NEEDS_USERNAME(d.platform) && !d.username.trim()) return 'usernameRequired';
  if (d.platform === 'podcast' && !d.rssUrl.trim()) return 'rssRequired';
  if (d.platform === 'youtube' && !d.channelId.trim() && !d.channelUrl.trim()) return 'channelRequired';
  return null;
}

/** Before connecting: the account was authenticated or validated, and a business is chosen. */
export function connectProblem(
  d: ConnectDraft,
  { validated, businessId }: { validated: boolean; businessId: string | null },
): ConnectProblem | null {
  const first = validationProblem(d);
  if (first) return first;
  if (!validated) return 'authRequired';
  if (!businessId) return 'businessRequired';
  return null;
}
