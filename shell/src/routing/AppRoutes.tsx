import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '@fj/ui';
import { Splash } from '../app/Splash';

// Each audience downloads only its own part of the shell.
const LandingPage = lazy(() => import('../landing/LandingPage'));
const SignedInRoutes = lazy(() => import('./SignedInRoutes'));

/**
 * The auth gate (spec §2; docs/decisions/0101-auth-gate-paths.md): while the current user loads, a neutral splash;
 * signed out, only "/" exists (the landing page) and every other path redirects there; signed in, the route table.
 */
export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Splash />;
  return (
    <Suspense fallback={<Splash />}>
      {isAuthenticated ? (
        <SignedInRoutes />
      ) : (
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      )}
    </Suspense>
  );
}
