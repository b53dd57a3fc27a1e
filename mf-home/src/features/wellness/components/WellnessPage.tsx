import { HeartPulse } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function WellnessPage() {
  return (
    <Page title="Wellness">
      <EmptyState
        icon={<HeartPulse size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Steps, sleep, calories and mood will appear here."
      />
    </Page>
  );
}
