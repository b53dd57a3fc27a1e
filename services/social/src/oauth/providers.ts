import type { OAuthPlatform } from '@fj/contracts';

/** A provider's profile, reduced to what we keep. */
export interface ProviderProfile {
  username: string;
  name: string | null;
  followers: number | null;
  posts: number | null;
}

export interface OAuthProvider {
  platform: OAuthPlatform;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  scope: string;
  /** The client id parameter's name (TikTok calls it client_key). */
  clientIdParam: string;
  readProfile: (body: unknown) => ProviderProfile | null;
}

const num = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0
    ? v
    : typeof v === 'string' && /^\d+$/.test(v)
      ? Number(v)
      : null;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const o = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** Each platform's real endpoints; the env prefix names its app's settings (Meta's app serves Facebook and Instagram). */
const PROVIDERS: Record<OAuthPlatform, Omit<OAuthProvider, 'clientId' | 'clientSecret'> & { env: string }> = {
  facebook: {
    platform: 'facebook',
    env: 'FACEBOOK',
    clientIdParam: 'client_id',
    scope: 'public_profile',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,followers_count',
    readProfile: (b) => {
      const p = o(b);
      const name = str(p.name);
      return name ? { username: name, name, followers: num(p.followers_count), posts: null } : null;
    },
  },
  instagram: {
    platform: 'instagram',
    env: 'FACEBOOK',
    clientIdParam: 'client_id',
    scope: 'instagram_basic,pages_show_list',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v19.0/me?fields=id,username,name,followers_count,media_count',
    readProfile: (b) => {
      const p = o(b);
      const username = str(p.username);
      return username
        ? { username, name: str(p.name), followers: num(p.followers_count), posts: num(p.media_count) }
        : null;
    },
  },
  linkedin: {
    platform: 'linkedin',
    env: 'LINKEDIN',
    clientIdParam: 'client_id',
    scope: 'openid profile',
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    profileUrl: 'https://api.linkedin.com/v2/userinfo',
    readProfile: (b) => {
      const p = o(b);
      const name = str(p.name);
      const username = str(p.preferred_username) ?? name;
      return username ? { username, name, followers: null, posts: null } : null;
    },
  },
  tiktok: {
    platform: 'tiktok',
    env: 'TIKTOK',
    clientIdParam: 'client_key',
    scope: 'user.info.basic,user.info.stats',
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
    profileUrl:
      'https://open.tiktokapis.com/v2/user/info/?fields=open_id,username,display_name,follower_count,video_count',
    readProfile: (b) => {
      const u = o(o(o(b).data).user);
      const username = str(u.username);
      return username
        ? { username, name: str(u.display_name), followers: num(u.follower_count), posts: num(u.video_count) }
        : null;
    },
  },
};

/** `OAUTH_PROVIDER_BASE_URL` (tests only) sends every provider call to a local stub, keeping each real path. */
function rebase(url: string, env: NodeJS.ProcessEnv): string {
  const base = env.OAUTH_PROVIDER_BASE_URL;
  if (!base) return url;
  const u = new URL(url);
  return new URL(u.pathname + u.search, base).toString();
}

/** The platform's provider when its app is configured (`<PLATFORM>_CLIENT_ID` and `_CLIENT_SECRET`), else null. */
export function oauthProvider(platform: OAuthPlatform, env: NodeJS.ProcessEnv = process.env): OAuthProvider | null {
  const p = PROVIDERS[platform];
  const clientId = env[`${p.env}_CLIENT_ID`];
  const clientSecret = env[`${p.env}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return null;
  return {
    ...p,
    clientId,
    clientSecret,
    authorizeUrl: rebase(p.authorizeUrl, env),
    tokenUrl: rebase(p.tokenUrl, env),
    profileUrl: rebase(p.profileUrl, env),
  };
}
