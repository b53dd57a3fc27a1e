import { BarChart3 } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function AnalyticsPage() {
  return (
    <Page title="Analytics">
      <EmptyState
        icon={<BarChart3 size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Business overview, social media performance, weekly targets and key metrics will appear here."
      />
    </Page>
  );
}
