import { Link } from 'react-router';
import { Lightbulb, MessagesSquare, StickyNote, Users, Zap } from 'lucide-react';
import { useAuth } from '@fj/ui';
import { WidgetCard } from '../components/WidgetCard';
import './quick-actions.css';

const ACTIONS = [
  { to: '/community', title: 'Community', detail: 'Connect & Share', Icon: MessagesSquare },
  { to: '/notes', title: 'Notes', detail: 'Ideas & Meetings', Icon: StickyNote },
  { to: '/teams', title: 'Teams', detail: 'Virtual Team', Icon: Users },
  { to: '/admin', title: 'Admin', detail: 'Tips & Messages', Icon: Lightbulb, adminOnly: true },
] as const;

/** Quick actions: Community, Notes, Teams (and Admin for administrators, the server's say), and the community banner. */
export default function QuickActionsWidget() {
  const isAdmin = useAuth().user?.isAdmin === true;
  const actions = ACTIONS.filter((a) => !('adminOnly' in a) || isAdmin);
  return (
    <WidgetCard id="quick-actions" title="Quick Actions" icon={<Zap size={18} aria-hidden="true" />}>
      <ul className="fjh-actions">
        {actions.map(({ to, title, detail, Icon }) => (
          <li key={to}>
            <Link to={to} className="fjh-action">
              <Icon size={22} aria-hidden="true" />
              <span className="fjh-action__title">{title}</span>
              <span className="fjh-action__detail">{detail}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/community" className="fjh-banner">
        Join 1,000+ entrepreneurs sharing their journey
      </Link>
    </WidgetCard>
  );
}
