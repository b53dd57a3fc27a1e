import { LayoutDashboard } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function BusinessDashboardPage() {
  return (
    <Page title="Business Dashboard" backTo="/businesses" forceBackTo>
      <EmptyState
        icon={<LayoutDashboard size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Revenue, clients, meetings, action items and growth ideas for this business will appear here."
      />
    </Page>
  );
}
