import { isOAuthPlatform, type SocialPlatform, type ValidationResult } from '@fj/contracts';
import { oauthProvider } from '../oauth/providers';
import { InvalidSource, readFeed, resolveChannelId, youtubeApiKey, youtubeChannel, youtubeFeedChannel } from './feeds';

const result = (
  platform: SocialPlatform,
  fields: Partial<ValidationResult> & { isValid: boolean; message: string },
): ValidationResult => ({
  platform,
  username: null,
  validatedAt: new Date().toISOString(),
  ...fields,
});

/** Run a check; a reason the user can fix becomes `isValid: false` with it (200), anything else propagates. */
async function checked(platform: SocialPlatform, run: () => Promise<ValidationResult>): Promise<ValidationResult> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof InvalidSource) return result(platform, { isValid: false, message: err.message });
    throw err;
  }
}

/** POST /api/validate-rss: the feed's title, description and episode count (as the feed lists them). */
export const validateRss = (rssUrl: string) =>
  checked('podcast', async () => {
    const { feed } = await readFeed(rssUrl);
    return result('podcast', {
      isValid: true,
      username: feed.title || null,
      connectionKind: 'public_feed',
      message: `Found "${feed.title}" with ${feed.items.length} episode${feed.items.length === 1 ? '' : 's'}.`,
      title: feed.title,
      description: feed.description,
      episodeCount: feed.items.length,
      image: feed.image,
    });
  });

/** POST /api/validate-youtube: Data API figures with YOUTUBE_API_KEY, else the public feed (and which figures it lacks). */
export const validateYoutube = (input: { channelId?: string | null; channelUrl?: string | null }) =>
  checked('youtube', async () => {
    const key = youtubeApiKey();
    const channelId = await resolveChannelId(input.channelId, input.channelUrl, key);
    const channel = key ? await youtubeChannel({ id: channelId }, key) : await youtubeFeedChannel(channelId);
    const unavailable = key
      ? channel.subscriberCount === null
        ? ['subscriberCount']
        : []
      : ['subscriberCount', 'videoCount'];
    return result('youtube', {
      isValid: true,
      username: channel.title,
      connectionKind: 'public_feed',
      title: channel.title,
      description: channel.description,
      image: channel.image,
      channelId: channel.channelId,
      subscriberCount: channel.subscriberCount,
      videoCount: channel.videoCount,
      unavailable,
      message: key
        ? `Found "${channel.title}".`
        : `Found "${channel.title}". Subscriber and video counts need a YouTube API key on the server; you can enter subscribers yourself.`,
    });
  });

/**
 * POST /api/validate-social-media: OAuth when the platform's app is configured; otherwise manual mode (the user enters
 * follower counts). A username is needed for manual mode. We never take a password.
 */
export async function validateSocialMedia(
  platform: SocialPlatform,
  username: string | null | undefined,
): Promise<ValidationResult> {
  if (platform === 'podcast' || platform === 'youtube') {
    return result(platform, {
      isValid: false,
      message:
        platform === 'podcast'
          ? 'Podcasts are checked by their RSS feed URL.'
          : 'YouTube channels are checked by their channel ID or URL.',
    });
  }
  if (isOAuthPlatform(platform) && oauthProvider(platform)) {
    return result(platform, {
      isValid: true,
      useOAuth: true,
      connectionKind: 'oauth',
      username: username ?? null,
      message: `Sign in with ${platform} to connect this account.`,
    });
  }
  if (!username)
    return result(platform, {
      isValid: false,
      message: `Please enter your ${platform} username. Signing in with ${platform} is not set up on this server, so the account is connected in manual mode.`,
    });
  const handle = username.replace(/^@/, '');
  return result(platform, {
    isValid: true,
    useOAuth: false,
    connectionKind: 'manual',
    username: handle,
    message: 'Manual mode: you enter follower counts yourself, and growth is measured from them.',
  });
}
