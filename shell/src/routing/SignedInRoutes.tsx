import { Route, Routes } from 'react-router';
import { AppLayout } from '../chrome/AppLayout';
import { RemoteRoute } from '../federation/RemoteRoute';
import { NotFoundPage } from './NotFoundPage';
import { ROUTES } from './routeTable';

export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map(({ path, module }) => (
          <Route key={path} path={path} element={<RemoteRoute module={module} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
