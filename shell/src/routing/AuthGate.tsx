import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAuth } from '@fj/ui';
import { Splash } from '../app/Splash';
import { Unreachable, useRetryWhenBackOnline } from '../app/Unreachable';
import { useRestoreWhenUnreachable } from '../offline/useRestoreWhenUnreachable';
import { useLoadedModule } from '../app/useLoadedModule';
import { isAppPath } from './appPaths';
import { useTakeOverDrawnView } from '../app/drawnView';

// Each audience downloads only its part of the shell: the landing page needs neither the router nor Radix Toast.
const loadLandingPage = () => import('../landing/LandingPage').then((m) => m.default);
const loadSignedInApp = () => import('../app/SignedInApp').then((m) => m.default);

/**
 * The auth gate (docs/product.md#routes; docs/decisions/0101-auth-gate-paths.md): while the current user loads, a
 * neutral splash; signed out, only "/" exists (the landing page; a signed-in screen's path shows 'Unauthorized' and
 * goes to sign-in, which returns to it; any other path is replaced by "/"); signed in, the route table. When the
 * server cannot be reached, the last signed-in user's data on this device opens the app offline
 * (docs/decisions/2602-offline-first.md); without it, "Can't reach Founder Journal".
 */
export function AuthGate() {
  const { isLoading, isAuthenticated, isUnreachable, retry } = useAuth();
  const restoring = useRestoreWhenUnreachable(isUnreachable);
  useRetryWhenBackOnline(isUnreachable, retry);
  useForgetWhenSessionEnds(isAuthenticated, isLoading || isUnreachable);
  if (isLoading || restoring) return <Splash />;
  if (isUnreachable) return <Unreachable onRetry={retry} />;
  return isAuthenticated ? <SignedIn /> : <SignedOut />;
}

function SignedIn() {
  const SignedInApp = useLoadedModule('signed-in-app', loadSignedInApp);
  return SignedInApp ? <SignedInApp /> : <Splash />;
}

/**
 * Signed in, then not (the session ended: expired, revoked, signed out elsewhere): what the screens showed goes from
 * this device; the outbox and drafts wait for the same user to sign in again.
 */
function useForgetWhenSessionEnds(isAuthenticated: boolean, unknown: boolean) {
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (unknown) return;
    if (wasSignedIn.current && !isAuthenticated) {
      void import('@fj/ui/offline').then((offline) => offline.forgetCachedData()).catch(() => undefined);
    }
    wasSignedIn.current = isAuthenticated;
  }, [isAuthenticated, unknown]);
}

function SignedOut() {
  useTakeOverDrawnView();
  useLayoutEffect(() => {
    const { pathname, search, hash } = window.location;
    // A signed-in screen's path: sign in first, then come back to it (docs/decisions/3006).
    if (isAppPath(pathname))
      void import('../landing/signInFirst').then(({ signInFirst }) => signInFirst(`${pathname}${search}${hash}`));
    else if (pathname !== '/' || search || hash) window.history.replaceState(null, '', '/');
  }, []);
  const LandingPage = useLoadedModule('landing-page', loadLandingPage);
  return LandingPage ? <LandingPage /> : <Splash />;
}
