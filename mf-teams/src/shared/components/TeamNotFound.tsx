import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, EmptyState } from '@fj/ui';

/** An unknown team id, or a team the user is not in (the API answers 404 for both). */
export function TeamNotFound() {
  return (
    <EmptyState
      icon={<SearchX size={28} aria-hidden="true" />}
      title="Team Not Found"
      description="This team does not exist or you are not a member of it."
      action={
        <Link to="/teams" className={buttonClass()}>
          Back to My Teams
        </Link>
      }
    />
  );
}
