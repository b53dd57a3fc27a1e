import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { buttonClass } from '@fj/ui';

export function NotFoundPage() {
  return (
    <div className="fj-page fj-page--message">
      <div className="fj-empty">
        <div className="fj-empty__icon fj-empty__icon--danger">
          <AlertCircle size={28} aria-hidden="true" />
        </div>
        <h1 className="fj-empty__title">404 Page Not Found</h1>
        <p className="fj-empty__description">Did you forget to add the page to the router?</p>
        <div className="fj-empty__action">
          <Link to="/" className={buttonClass({ variant: 'outline' })}>
            Go Home
          </Link>
        </div>
      </div>
    </div>
  );
}
