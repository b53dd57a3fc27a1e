import { MessageCircle } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function TeamChatPage() {
  return (
    <Page title="Team Chat" backTo="/teams" forceBackTo>
      <EmptyState
        icon={<MessageCircle size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Messages with your team will appear here."
      />
    </Page>
  );
}
