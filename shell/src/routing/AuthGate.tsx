import { lazy, Suspense, useLayoutEffect } from 'react';
import { useAuth } from '@fj/ui';
import { Splash } from '../app/Splash';
import { Unreachable, useRetryWhenBackOnline } from '../app/Unreachable';
import { isAppPath } from './appPaths';

// Each audience downloads only its part of the shell: the landing page needs neither the router nor Radix Toast.
const LandingPage = lazy(() => import('../landing/LandingPage'));
const SignedInApp = lazy(() => import('../app/SignedInApp'));

/**
 * The auth gate (docs/product.md#routes; docs/decisions/0101-auth-gate-paths.md): while the current user loads, a
 * neutral splash; signed out, only "/" exists (the landing page; a signed-in screen's path shows 'Unauthorized' and
 * goes to sign-in, which returns to it; any other path is replaced by "/"); signed in, the route table.
 */
export function AuthGate() {
  const { isLoading, isAuthenticated, isUnreachable, retry } = useAuth();
  useRetryWhenBackOnline(isUnreachable, retry);
  if (isLoading) return <Splash />;
  if (isUnreachable) return <Unreachable onRetry={retry} />;
  return <Suspense fallback={<Splash />}>{isAuthenticated ? <SignedInApp /> : <SignedOut />}</Suspense>;
}

function SignedOut() {
  useLayoutEffect(() => {
    const { pathname, search, hash } = window.location;
    // A signed-in screen's path: sign in first, then come back to it (docs/decisions/3006).
    if (isAppPath(pathname))
      void import('../landing/signInFirst').then(({ signInFirst }) => signInFirst(`${pathname}${search}${hash}`));
    else if (pathname !== '/' || search || hash) window.history.replaceState(null, '', '/');
  }, []);
  return <LandingPage />;
}
