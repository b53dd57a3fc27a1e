import { UsersRound } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function TeamsPage() {
  return (
    <Page title="My Teams">
      <EmptyState
        icon={<UsersRound size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Teams you create or join will appear here."
      />
    </Page>
  );
}
