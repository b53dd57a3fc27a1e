import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Share2 } from 'lucide-react';
import type { DashboardSummary } from '@fj/contracts';
import { LoadError } from '@fj/ui';
import { WidgetCard } from '../components/WidgetCard';
import { WidgetSkeleton } from '../components/WidgetBoundary';
import './lines.css';

/**
 * Social accounts at a glance, from the dashboard summary. No growth figures: none are measured until social
 * snapshots exist (issue 17), so the widget says what is linked, or offers to connect — never invented numbers.
 */
export default function SocialMediaWidget() {
  const summary = useQuery<DashboardSummary>({ queryKey: ['/api/dashboard/summary'] });
  if (summary.isPending) return <WidgetSkeleton title="Social Media" />;
  if (summary.isError) return <WidgetCard id="social" title="Social Media"><LoadError what="your social accounts" onRetry={() => void summary.refetch()} /></WidgetCard>;
  const { socialAccounts, unavailable } = summary.data;
  const connect = (
    <Link to="/social-media" className="fj-btn fj-btn--outline fj-btn--md">
      Connect accounts
    </Link>
  );
  return (
    <WidgetCard id="social" title="Social Media" icon={<Share2 size={18} aria-hidden="true" />}>
      {unavailable.includes('social') ? (
        // Social did not answer (down, or — until issue 17 — not serving accounts yet): say so, no figures.
        <div className="fjh-empty-line">
          <p className="fj-muted">Social accounts can't be shown right now.</p>
          <Link to="/social-media">Open Social Media</Link>
        </div>
      ) : socialAccounts.length === 0 ? (
        <div className="fjh-empty-line">
          <p className="fj-muted">No social accounts connected yet. Connect one to follow its growth here.</p>
          {connect}
        </div>
      ) : (
        <>
          <p>
            {socialAccounts.length} account{socialAccounts.length === 1 ? '' : 's'} connected
          </p>
          <ul className="fjh-lines">
            {socialAccounts.slice(0, 3).map((a) => (
              <li key={a.id} className="fjh-line">
                <span className="fjh-line__main">{a.platform}</span>
                <span className="fj-muted">{a.username ?? ''}</span>
              </li>
            ))}
          </ul>
          <Link to="/analytics">View All</Link>
        </>
      )}
    </WidgetCard>
  );
}
