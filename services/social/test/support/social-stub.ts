import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { atomFeed, plainRss, podcastFeed, youtubeFeed } from './feeds';

/**
 * The outside world of the social service, on one local port, speaking the real HTTP shapes: podcast/RSS/Atom feeds,
 * YouTube's channel feed and Data API, and the OAuth providers (Meta, LinkedIn, TikTok) with PKCE checked like a
 * real authorization server. Tests and e2e change `state` to move figures over time or make a source fail.
 */
export interface SocialStubState {
  episodes: number;
  followers: number;
  subscribers: number;
  /** Answer 503 to this many more feed requests. */
  failFeeds: number;
  /** Paths requested, in order. */
  requests: string[];
  /** Feed requests being answered right now, and the most at once (per-host politeness). */
  inFlight: number;
  maxInFlight: number;
  /** Delay before answering feeds (ms). */
  feedDelayMs: number;
}

export const STUB_CHANNEL_ID = 'UCstubchannel0000000000a';

/** node:http does not wait for an async handler: a throw answers 500 rather than an unhandled rejection. */
const answering =
  (handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>): http.RequestListener =>
  (req, res) => {
    handler(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
  };

export async function startSocialStub() {
  const state: SocialStubState = {
    episodes: 3,
    followers: 1200,
    subscribers: 5400,
    failFeeds: 0,
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
    feedDelayMs: 0,
  };
  const codes = new Map<string, { challenge: string; redirectUri: string; clientId: string }>();
  const tokens = new Set<string>();
  const server = http.createServer(
    answering(async (req, res) => {
      const url = new URL(req.url!, 'http://stub');
      state.requests.push(url.pathname);
      const xml = (body: string) => res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname.startsWith('/feeds/')) {
        state.inFlight++;
        state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
        if (state.feedDelayMs) await new Promise((r) => setTimeout(r, state.feedDelayMs));
        state.inFlight--;
        if (state.failFeeds > 0) {
          state.failFeeds--;
          return void res.writeHead(503).end();
        }
      }
      switch (url.pathname) {
        case '/feeds/podcast.xml':
          return xml(podcastFeed(state.episodes));
        case '/feeds/atom.xml':
          return xml(atomFeed);
        case '/feeds/plain.xml':
          return xml(plainRss);
        case '/feeds/broken.xml':
          return xml('<rss><channel><title>Broken</channel>');
        case '/feeds/page.html':
          return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Not a feed</body></html>');
        case '/feeds/huge.xml':
          return xml(
            `<rss><channel><title>Huge</title>${'<item><title>x</title></item>'.repeat(200_000)}</channel></rss>`,
          );
        case '/feeds/to-private.xml':
          return void res.writeHead(302, { location: 'http://10.0.0.1/feed.xml' }).end();
        case '/feeds/videos.xml': {
          const id = url.searchParams.get('channel_id');
          return id === STUB_CHANNEL_ID ? xml(youtubeFeed(id, 2)) : void res.writeHead(404).end();
        }
        case '/youtube/v3/channels': {
          if (!url.searchParams.get('key')) return json(403, { error: { message: 'API key missing' } });
          const matches =
            url.searchParams.get('id') === STUB_CHANNEL_ID || url.searchParams.get('forHandle') === '@buildinpublic';
          return json(200, {
            kind: 'youtube#channelListResponse',
            items: matches
              ? [
                  {
                    id: STUB_CHANNEL_ID,
                    snippet: {
                      title: 'Build In Public',
                      description: 'Weekly',
                      thumbnails: { default: { url: 'https://yt.example/a.jpg' } },
                    },
                    statistics: {
                      subscriberCount: String(state.subscribers),
                      videoCount: '42',
                      viewCount: '99000',
                      hiddenSubscriberCount: false,
                    },
                  },
                ]
              : [],
          });
        }
        // Authorization endpoints: remember the PKCE challenge with a one-time code and send the browser back.
        case '/v19.0/dialog/oauth':
        case '/oauth/v2/authorization':
        case '/v2/auth/authorize/': {
          const code = crypto.randomBytes(12).toString('hex');
          const redirectUri = url.searchParams.get('redirect_uri')!;
          codes.set(code, {
            challenge: url.searchParams.get('code_challenge')!,
            redirectUri,
            clientId: url.searchParams.get('client_id') ?? url.searchParams.get('client_key')!,
          });
          const back = new URL(redirectUri);
          back.searchParams.set('code', code);
          back.searchParams.set('state', url.searchParams.get('state')!);
          return void res.writeHead(302, { location: back.toString() }).end();
        }
        // Token endpoints: the code once, the same redirect_uri, and the verifier whose S256 is the challenge.
        case '/v19.0/oauth/access_token':
        case '/oauth/v2/accessToken':
        case '/v2/oauth/token/': {
          const form = new URLSearchParams(
            await new Promise<string>((resolve) => {
              let b = '';
              req.on('data', (c) => (b += c));
              req.on('end', () => resolve(b));
            }),
          );
          const grant = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
          if (
            !grant ||
            grant.challenge !== challenge ||
            grant.redirectUri !== form.get('redirect_uri') ||
            !form.get('client_secret')
          )
            return json(400, { error: 'invalid_grant' });
          const token = `stub-access-${crypto.randomBytes(8).toString('hex')}`;
          tokens.add(token);
          return json(200, {
            access_token: token,
            refresh_token: `stub-refresh-${crypto.randomBytes(8).toString('hex')}`,
            expires_in: 3600,
            token_type: 'bearer',
          });
        }
        case '/v19.0/me':
        case '/v2/userinfo':
        case '/v2/user/info/': {
          if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, '')))
            return json(401, { error: 'invalid_token' });
          if (url.pathname === '/v2/userinfo')
            return json(200, { sub: 'li-1', name: 'Ada Founder', preferred_username: 'adafounder' });
          if (url.pathname === '/v2/user/info/')
            return json(200, {
              data: {
                user: {
                  open_id: 'tt-1',
                  username: 'ada.tok',
                  display_name: 'Ada',
                  follower_count: state.followers,
                  video_count: 12,
                },
              },
            });
          return json(200, {
            id: 'fb-1',
            username: 'ada.grams',
            name: 'Ada Founder',
            followers_count: state.followers,
            media_count: 30,
          });
        }
        default:
          res.writeHead(404).end();
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    host,
    url: `http://${host}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
