import { HttpError } from '@fj/server-kit';
import { checkOutboundUrl, OutboundError } from '@fj/server-kit/outbound';
import { FeedParseError, parseFeed, type ParsedFeed } from '../feeds';
import { fetchOk, HttpStatusError, outboundMessage, youtubeApiBase, youtubeFeedBase } from '../lib/outbound';

/** A check that failed for a reason the user can act on (becomes `isValid: false` with this message). */
export class InvalidSource extends Error {}

/** Fetch (SSRF-safe, 5 s, 5 MB) and parse a feed; every failure becomes a sentence for the person who typed the URL. */
export async function readFeed(rawUrl: string, what = 'feed'): Promise<{ url: string; feed: ParsedFeed }> {
  let url: string;
  try {
    url = checkOutboundUrl(rawUrl.trim()).toString();
  } catch (err) {
    const unparsable = err instanceof OutboundError && err.message === 'This is not a valid web address.';
    throw new InvalidSource(
      unparsable
        ? 'That is not a web address. Please enter a full feed URL starting with https://.'
        : outboundMessage(err, what),
    );
  }
  try {
    const res = await fetchOk(url, {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    });
    const type = res.headers['content-type'];
    return {
      url,
      feed: parseFeed(res.body, { contentType: Array.isArray(type) ? type[0] : type, baseUrl: res.url || url }),
    };
  } catch (err) {
    if (err instanceof HttpStatusError)
      throw new InvalidSource(`The ${what} address answered ${err.status}. Please check the address.`);
    if (err instanceof FeedParseError) {
      throw new InvalidSource(
        err.code === 'too_large'
          ? `The ${what} is larger than 5 MB.`
          : err.code === 'not_a_feed'
            ? 'That address does not serve an RSS or Atom feed.'
            : 'That address answered with XML that is not a readable feed.',
      );
    }
    throw new InvalidSource(outboundMessage(err, what));
  }
}

const CHANNEL_ID = /^UC[\w-]{22}$/;

/**
 * A YouTube channel id from what the user typed: an id, a /channel/UC… URL, or an /@handle URL (resolved by the Data
 * API when a key is configured; without one a handle cannot be resolved and the user is asked for the id).
 */
export async function resolveChannelId(
  channelId: string | null | undefined,
  channelUrl: string | null | undefined,
  apiKey: string | undefined,
): Promise<string> {
  const id = channelId?.trim();
  if (id) {
    if (CHANNEL_ID.test(id)) return id;
    throw new InvalidSource('A YouTube channel ID starts with UC and has 24 characters.');
  }
  let url: URL;
  try {
    url = new URL(channelUrl!.trim());
  } catch {
    throw new InvalidSource(
      'That is not a web address. Please enter a channel URL like https://www.youtube.com/channel/UC…',
    );
  }
  if (!/(^|\.)youtube\.com$/.test(url.hostname)) throw new InvalidSource('That is not a YouTube address.');
  const byId = url.pathname.match(/^\/channel\/(UC[\w-]{22})\/?/);
  if (byId) return byId[1];
  const byHandle = url.pathname.match(/^\/@([\w.-]{3,30})\/?/);
  if (byHandle) {
    if (!apiKey)
      throw new InvalidSource(
        'Handle addresses (/@name) can only be looked up with a YouTube API key. Please enter the channel ID (UC…) instead.',
      );
    const stats = await youtubeChannel({ forHandle: `@${byHandle[1]}` }, apiKey);
    return stats.channelId;
  }
  throw new InvalidSource(
    'Please enter a channel URL like https://www.youtube.com/channel/UC… or https://www.youtube.com/@name.',
  );
}

export interface ChannelFigures {
  channelId: string;
  title: string;
  description: string | null;
  image: string | null;
  subscriberCount: number | null;
  videoCount: number | null;
  viewCount: number | null;
}

/** The fields read from a `channels.list` item (YouTube sends counts as decimal strings). */
interface YoutubeChannel {
  id?: string;
  snippet?: { title?: string; description?: string; thumbnails?: { default?: { url?: string } } };
  statistics?: { hiddenSubscriberCount?: boolean; subscriberCount?: string; videoCount?: string; viewCount?: string };
}

/** YouTube Data API v3 `channels.list` (part=snippet,statistics). */
export async function youtubeChannel(
  by: { id: string } | { forHandle: string },
  apiKey: string,
): Promise<ChannelFigures> {
  const query = new URLSearchParams({ part: 'snippet,statistics', key: apiKey, ...by });
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(
      (await fetchOk(`${youtubeApiBase()}/youtube/v3/channels?${query}`, { accept: 'application/json' })).body.toString(
        'utf8',
      ),
    ) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof HttpStatusError && err.status === 404)
      throw new InvalidSource('YouTube has no channel with that ID.');
    throw new HttpError(502, 'YouTube did not answer. Please try again shortly.');
  }
  const item = (body.items as YoutubeChannel[] | undefined)?.[0];
  if (!item) throw new InvalidSource('YouTube has no channel with that ID or handle.');
  const count = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
  return {
    channelId: String(item.id),
    title: String(item.snippet?.title ?? ''),
    description: item.snippet?.description || null,
    image: item.snippet?.thumbnails?.default?.url ?? null,
    // A channel that hides its subscriber count answers hiddenSubscriberCount: true: unknown, not 0.
    subscriberCount: item.statistics?.hiddenSubscriberCount ? null : count(item.statistics?.subscriberCount),
    videoCount: count(item.statistics?.videoCount),
    viewCount: count(item.statistics?.viewCount),
  };
}

/** Without an API key: the channel's public feed (title and recent videos; no subscriber or total video count). */
export async function youtubeFeedChannel(channelId: string): Promise<ChannelFigures> {
  const { feed } = await readFeed(
    `${youtubeFeedBase()}/feeds/videos.xml?channel_id=${encodeURIComponent(channelId)}`,
    'channel feed',
  ).catch((err) => {
    if (err instanceof InvalidSource && /answered 404/.test(err.message))
      throw new InvalidSource('YouTube has no channel with that ID.');
    throw err;
  });
  return {
    channelId,
    title: feed.title,
    description: feed.description,
    image: feed.image,
    subscriberCount: null,
    videoCount: null,
    viewCount: null,
  };
}

export const youtubeApiKey = () => process.env.YOUTUBE_API_KEY || undefined;
