import { Users } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function CommunityPage() {
  return (
    <Page title="Community">
      <EmptyState
        icon={<Users size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Posts from fellow founders will appear here."
      />
    </Page>
  );
}
