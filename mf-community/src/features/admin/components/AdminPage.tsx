import { Megaphone } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function AdminPage() {
  return (
    <Page title="Admin Panel">
      <EmptyState
        icon={<Megaphone size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Messages broadcast to all users will appear here."
      />
    </Page>
  );
}
