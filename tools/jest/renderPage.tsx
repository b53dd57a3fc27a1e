// Renders a screen the way the shell hosts it: the app's QueryClient defaults, a router and @fj/ui navigation.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AuthUser } from '@fj/contracts';
import { AUTH_USER_KEY, createQueryClient, NavigateProvider } from '@fj/ui';
import { Toaster } from '@fj/ui/toaster';

export const testUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  isPremium: false,
  isAdmin: false,
  ...overrides,
});

export function renderPage(
  ui: ReactElement,
  {
    route = '/',
    user = testUser(),
    data = {},
  }: { route?: string; user?: AuthUser | null; data?: Record<string, unknown> } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(AUTH_USER_KEY, user);
  for (const [key, value] of Object.entries(data)) queryClient.setQueryData([key], value);
  const navigate = jest.fn();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <NavigateProvider navigate={navigate}>{ui}</NavigateProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, navigate };
}
