import { useEffect, useRef } from 'react';
import type { OAuthData } from '@fj/contracts';
import { OAUTH_POPUP, type SocialPlatform } from '@fj/contracts/social-messages';
import { oauthData, startOAuth } from '../api/socialApi';

/**
 * The provider's sign-in in a 600×600 pop-up; closing is polled every 1 s, for at most 300,000 ms. After it
 * closes, the stored sign-in is read: `onSignedIn` when its platform matches; nothing at all when there is none (the
 * person closed it without signing in). `onFailed` when the sign-in could not start.
 */
export function useOAuthPopup({
  onSignedIn,
  onFailed,
}: {
  onSignedIn: (data: OAuthData) => void;
  onFailed: () => void;
}) {
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  return async (platform: SocialPlatform) => {
    clearInterval(timer.current);
    // The window opens in the click's own turn (pop-up blockers), then goes to the provider once the URL is known.
    const left = Math.max(0, (window.screen.width - OAUTH_POPUP.width) / 2);
    const top = Math.max(0, (window.screen.height - OAUTH_POPUP.height) / 2);
    const popup = window.open(
      '',
      'fj-oauth',
      `width=${OAUTH_POPUP.width},height=${OAUTH_POPUP.height},left=${left},top=${top}`,
    );
    let authUrl: string;
    try {
      authUrl = (await startOAuth(platform)).authUrl;
    } catch {
      popup?.close();
      return onFailed();
    }
    if (!popup) return onFailed();
    popup.location.href = authUrl;
    const started = Date.now();
    timer.current = setInterval(() => {
      if (Date.now() - started > OAUTH_POPUP.giveUpMs) return clearInterval(timer.current);
      if (!popup.closed) return;
      clearInterval(timer.current);
      // oauthData() never rejects: no stored sign-in reads as null.
      void oauthData().then((data) => {
        if (data && data.platform === platform) onSignedIn(data);
      });
    }, OAUTH_POPUP.pollMs);
  };
}
