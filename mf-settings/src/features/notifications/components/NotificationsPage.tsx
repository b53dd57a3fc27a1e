import { BellRing } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function NotificationsPage() {
  return (
    <Page title="Notification Settings">
      <EmptyState
        icon={<BellRing size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Choose which notifications you receive, how and when."
      />
    </Page>
  );
}
