import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, EmptyState } from '@fj/ui';

/** An unknown id, or another user's business (the API answers 404 for both). */
export function BusinessNotFound() {
  return (
    <EmptyState
      icon={<SearchX size={28} aria-hidden="true" />}
      title="Business Not Found"
      description="This business does not exist or is not one of yours."
      action={
        <Link to="/businesses" className={buttonClass()}>
          Go to My Businesses
        </Link>
      }
    />
  );
}
