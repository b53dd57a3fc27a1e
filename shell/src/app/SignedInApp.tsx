import type { ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { NavigateProvider, useAuth } from '@fj/ui';
import { useDeviceStore } from '../offline/useDeviceStore';
import { LazyToaster } from './LazyToaster';
import { SignedInRoutes } from '../routing/SignedInRoutes';
import { UserPreferences } from './UserPreferences';

/** Lets @fj/ui components (PageHeader) navigate with the shell's router. */
function RouterNavigateBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavigateProvider navigate={(to) => void (typeof to === 'number' ? navigate(to) : navigate(to))}>
      {children}
    </NavigateProvider>
  );
}

/** Everything a signed-in user gets: the one router, the route table in the chrome, the toasts, their theme and zone. */
export default function SignedInApp() {
  const { user } = useAuth();
  useDeviceStore(user?.id ?? '');
  return (
    <>
      <UserPreferences />
      <BrowserRouter>
        <RouterNavigateBridge>
          <SignedInRoutes />
        </RouterNavigateBridge>
      </BrowserRouter>
      <LazyToaster />
    </>
  );
}
