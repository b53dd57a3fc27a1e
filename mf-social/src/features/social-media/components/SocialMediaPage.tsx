import { Share2 } from 'lucide-react';
import { EmptyState, Page } from '@fj/ui';

// Placeholder until this screen's feature lands: its real title and an honest empty state.
export function SocialMediaPage() {
  return (
    <Page title="Social Media">
      <EmptyState
        icon={<Share2 size={28} aria-hidden="true" />}
        title="Nothing here yet"
        description="Your linked social media accounts and their growth will appear here."
      />
    </Page>
  );
}
