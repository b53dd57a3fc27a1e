import { NotebookPen } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function JournalPage() {
  return (
    <Page title="Journal">
      <EmptyState
        icon={<NotebookPen size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your journal entries will appear here."
      />
    </Page>
  );
}
