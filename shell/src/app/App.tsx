import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { NavigateProvider, Toaster } from '@fj/ui';
import { AppRoutes } from '../routing/AppRoutes';

/** Lets @fj/ui components (PageHeader) navigate with the shell's router. */
function RouterNavigateBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavigateProvider navigate={(to) => (typeof to === 'number' ? navigate(to) : navigate(to))}>
      {children}
    </NavigateProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouterNavigateBridge>
          <AppRoutes />
        </RouterNavigateBridge>
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
