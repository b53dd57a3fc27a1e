import { Rss } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function FeedsPage() {
  return (
    <Page title="RSS Feeds">
      <EmptyState
        icon={<Rss size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Articles from the RSS feeds you follow will appear here."
      />
    </Page>
  );
}
