import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { Avatar, Badge, useAuth } from '@fj/ui';
import { BrandMark } from './BrandMark';
import { NotificationBell } from './NotificationBell';

/**
 * Brand, 'Premium' badge for premium users, notifications (a red dot when something is unread; opens the inbox) and the
 * avatar.
 */
export function TopHeader() {
  const { user } = useAuth();
  return (
    <header className="fj-topbar">
      <Link to="/" className="fj-topbar__brand" aria-label="Founder Journal home">
        <BrandMark size={30} />
        <span className="fj-topbar__name">Founder Journal</span>
      </Link>
      {user?.isPremium && (
        <Badge variant="premium">
          <Crown size={12} aria-hidden="true" />
          Premium
        </Badge>
      )}
      <div className="fj-topbar__actions">
        <NotificationBell />
        <Link to="/settings" className="fj-topbar__avatar" aria-label="Your profile and settings">
          <Avatar user={user} size={34} />
        </Link>
      </div>
    </header>
  );
}
