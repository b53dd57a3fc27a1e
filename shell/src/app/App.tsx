import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthGate } from '../routing/AuthGate';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthGate />
    </QueryClientProvider>
  );
}
