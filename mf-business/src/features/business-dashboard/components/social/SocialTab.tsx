import { Share2 } from 'lucide-react';
import { EmptyState } from '@fj/ui';

/** The social service (linked accounts per business) arrives in a later issue: say so instead of showing numbers. */
export function SocialTab() {
  return (
    <EmptyState
      icon={<Share2 size={28} aria-hidden="true" />}
      title="No social accounts linked yet"
      description="Linking Instagram, LinkedIn, TikTok, Facebook, YouTube and podcasts to this business is coming soon."
    />
  );
}
