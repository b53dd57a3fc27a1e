import { OutboundError, safeFetch, type SafeResponse } from '@fj/server-kit/outbound';

/** Bases of the fixed provider hosts; tests point them at local stubs (README: test-only settings). */
export const youtubeFeedBase = () => process.env.YOUTUBE_FEED_BASE_URL ?? 'https://www.youtube.com';
export const youtubeApiBase = () => process.env.YOUTUBE_API_BASE_URL ?? 'https://www.googleapis.com';

/** What a person reads when a fetch of their address fails. */
export function outboundMessage(err: unknown, what = 'feed'): string {
  if (!(err instanceof OutboundError)) return `The ${what} could not be read.`;
  switch (err.code) {
    case 'invalid_url':
      return `${err.message} Please enter a full address starting with https://.`;
    case 'forbidden_address':
      return 'That address points to a private or local network, which we do not fetch from.';
    case 'timeout':
      return `The ${what} did not answer within 5 seconds.`;
    case 'too_large':
      return `The ${what} is larger than 5 MB.`;
    case 'too_many_redirects':
      return 'That address redirects too many times.';
    default:
      return `The ${what} could not be reached. Please check the address.`;
  }
}

/** GET through the SSRF-safe fetch; a non-2xx answer is a failure with the status in the message. */
export async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<SafeResponse> {
  const res = await safeFetch(url, { headers });
  if (res.status < 200 || res.status >= 300) throw new HttpStatusError(res.status);
  return res;
}

export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`answered ${status}`);
  }
}
