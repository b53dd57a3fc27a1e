import { lazy, Suspense, useLayoutEffect } from 'react';
import { useAuth } from '@fj/ui';
import { Splash } from '../app/Splash';
import { Unreachable, useRetryWhenBackOnline } from '../app/Unreachable';

// Each audience downloads only its part of the shell: the landing page needs neither the router nor Radix Toast.
const LandingPage = lazy(() => import('../landing/LandingPage'));
const SignedInApp = lazy(() => import('../app/SignedInApp'));

/**
 * The auth gate (docs/product.md#routes; docs/decisions/0101-auth-gate-paths.md): while the current user loads, a
 * neutral splash; signed out, only "/" exists (the landing page; any other path is replaced by "/"); signed in, the
 * route table.
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
    if (window.location.pathname !== '/' || window.location.search || window.location.hash) {
      window.history.replaceState(null, '', '/');
    }
  }, []);
  return <LandingPage />;
}
