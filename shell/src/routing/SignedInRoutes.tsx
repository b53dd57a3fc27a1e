import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../chrome/AppLayout';
import { RemoteRoute } from '../federation/RemoteRoute';
import { ROUTES } from './routeTable';

// Only an unknown address shows it: its code is not part of every first view.
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map(({ path, module }) => (
          <Route key={path} path={path} element={<RemoteRoute module={module} />} />
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
