import { Briefcase } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function BusinessesPage() {
  return (
    <Page title="My Businesses">
      <EmptyState
        icon={<Briefcase size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your businesses will appear here."
      />
    </Page>
  );
}
