import { Settings2 } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function TeamSettingsPage() {
  return (
    <Page title="Team Settings" backTo="/teams" forceBackTo>
      <EmptyState
        icon={<Settings2 size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Team details, members and the invite code will appear here."
      />
    </Page>
  );
}
