import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OAuthData, SocialAccount, SocialGrowth, Snapshot, ValidationResult } from '@fj/contracts';
import type { SocialPlatform } from '@fj/contracts/social-messages';
import { CONNECT_MESSAGES, PLATFORM_LABELS } from '@fj/contracts/social-messages';
import { apiJson, errorMessage, toast, toastFailure } from '@fj/ui';

/** Every social query key starts with one of these, so a change refetches all of them. */
const ACCOUNTS = '/api/social-accounts';
const GROWTH = '/api/social-growth';

export const growthKey = (businessId: string | null, days: 30 | 90 = 30) => [
  `${GROWTH}?${businessId ? `businessId=${encodeURIComponent(businessId)}&` : ''}days=${days}`,
];

/** GET /api/social-growth (of one business, or every account when businessId is null). */
export function useSocialGrowth(businessId: string | null, days: 30 | 90 = 30, enabled = true) {
  return useQuery<SocialGrowth>({ queryKey: growthKey(businessId, days), enabled });
}

function useRefreshSocial() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' &&
        (q.queryKey[0].startsWith(ACCOUNTS) ||
          q.queryKey[0].startsWith(GROWTH) ||
          q.queryKey[0] === '/api/dashboard/summary'),
    });
}

export interface ValidateRequest {
  platform: SocialPlatform;
  username?: string;
  rssUrl?: string;
  channelId?: string;
  channelUrl?: string;
}

/** The validators: the RSS feed, the YouTube channel, or the social platform (OAuth or manual). */
export function validateAccount({
  platform,
  username,
  rssUrl,
  channelId,
  channelUrl,
}: ValidateRequest): Promise<ValidationResult> {
  if (platform === 'podcast') return apiJson('POST', '/api/validate-rss', { rssUrl });
  if (platform === 'youtube')
    return apiJson('POST', '/api/validate-youtube', { channelId: channelId || null, channelUrl: channelUrl || null });
  return apiJson('POST', '/api/validate-social-media', { platform, username: username || null });
}

export const startOAuth = (platform: SocialPlatform) =>
  apiJson<{ authUrl: string }>('GET', `/api/oauth/facebook/auth?platform=${encodeURIComponent(platform)}`);
/** The stored sign-in, or null when there is none (404). */
export const oauthData = () => apiJson<OAuthData>('GET', '/api/oauth/data').catch(() => null);

export interface ConnectRequest {
  platform: SocialPlatform;
  businessId: string;
  username?: string | null;
  rssUrl?: string | null;
  channelId?: string | null;
  channelUrl?: string | null;
  connectionRef?: string | null;
}

/** POST /api/social-accounts: 'Platform Connected', or 'Connection Failed' with the server's reason. */
export function useConnectAccount() {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (body: ConnectRequest) => apiJson<SocialAccount>('POST', ACCOUNTS, body),
    onSuccess: (account) => {
      void refresh();
      toast({
        title: CONNECT_MESSAGES.connected[0],
        description: `${PLATFORM_LABELS[account.platform]} account ${account.username} is connected.`,
      });
    },
    onError: (error) =>
      toastFailure(error, {
        title: CONNECT_MESSAGES.connectFailed[0],
        description: errorMessage(error, CONNECT_MESSAGES.connectFailed[1]),
      }),
  });
}

/** DELETE /api/social-accounts/:id after the unlink question: 'Account Unlinked' or 'Error'. */
export function useUnlinkAccount() {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `${ACCOUNTS}/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void refresh();
      toast({ title: CONNECT_MESSAGES.unlinked[0] });
    },
    onError: (error) =>
      toastFailure(error, { title: CONNECT_MESSAGES.unlinkFailed[0], description: CONNECT_MESSAGES.unlinkFailed[1] }),
  });
}

export function useUpdateGrowthTarget() {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: ({ id, monthlyGrowthTarget }: { id: string; monthlyGrowthTarget: number }) =>
      apiJson<SocialAccount>('PATCH', `${ACCOUNTS}/${encodeURIComponent(id)}`, { monthlyGrowthTarget }),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Growth Target Saved' });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Save Failed',
        description: errorMessage(error, 'Failed to save the growth target'),
      }),
  });
}

export function useRecordFollowers() {
  const refresh = useRefreshSocial();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; followers: number; date?: string }) =>
      apiJson<Snapshot>('POST', `${ACCOUNTS}/${encodeURIComponent(id)}/snapshots`, body),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Followers Recorded' });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Save Failed',
        description: errorMessage(error, 'Failed to record the follower count'),
      }),
  });
}
