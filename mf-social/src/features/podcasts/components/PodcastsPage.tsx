import { Mic } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function PodcastsPage() {
  return (
    <Page title="Podcasts">
      <EmptyState
        icon={<Mic size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your podcast accounts will appear here."
      />
    </Page>
  );
}
