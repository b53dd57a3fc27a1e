import { StickyNote } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function NotesPage() {
  return (
    <Page title="Notes">
      <EmptyState
        icon={<StickyNote size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your notes on meetings, ideas, to-dos and projects will appear here."
      />
    </Page>
  );
}
