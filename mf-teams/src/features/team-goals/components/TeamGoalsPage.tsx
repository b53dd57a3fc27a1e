import { Target } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function TeamGoalsPage() {
  return (
    <Page title="Team Goals" backTo="/teams" forceBackTo>
      <EmptyState
        icon={<Target size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your team's goals will appear here."
      />
    </Page>
  );
}
