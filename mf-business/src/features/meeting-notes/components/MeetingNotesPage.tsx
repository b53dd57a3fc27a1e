import { ClipboardList } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function MeetingNotesPage() {
  return (
    <Page title="Meeting Notes">
      <EmptyState
        icon={<ClipboardList size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your meetings, action items and agenda templates will appear here."
      />
    </Page>
  );
}
