import { Link } from 'react-router';
import { Lightbulb, MessagesSquare, StickyNote, Users, Zap } from 'lucide-react';
import { WidgetCard } from '../components/WidgetCard';
import './quick-actions.css';

const ACTIONS = [
  { to: '/community', title: 'Community', detail: 'Connect & Share', Icon: MessagesSquare },
  { to: '/notes', title: 'Notes', detail: 'Ideas & Meetings', Icon: StickyNote },
  { to: '/teams', title: 'Teams', detail: 'Virtual Team', Icon: Users },
  { to: '/admin', title: 'Admin', detail: 'Tips & Messages', Icon: Lightbulb },
] as const;

/** Quick actions: four links and the community banner. */
export default function QuickActionsWidget() {
  return (
    <WidgetCard id="quick-actions" title="Quick Actions" icon={<Zap size={18} aria-hidden="true" />}>
      <ul className="fjh-actions">
        {ACTIONS.map(({ to, title, detail, Icon }) => (
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
