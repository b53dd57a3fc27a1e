import { CalendarDays } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function ContentPlanPage() {
  return (
    <Page title="Content Plan">
      <EmptyState
        icon={<CalendarDays size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Today's content, upcoming plans and drafts will appear here."
      />
    </Page>
  );
}
