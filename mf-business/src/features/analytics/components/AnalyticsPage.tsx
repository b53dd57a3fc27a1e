import { Link } from 'react-router';
import { LoadError, Page, Skeleton, useAuth } from '@fj/ui';
import { useDashboardSummary } from '../api/analyticsApi';
import { AdvancedAnalytics } from './AdvancedAnalytics';
import { BusinessOverview } from './BusinessOverview';
import { KeyMetrics } from './KeyMetrics';
import { LockedAdvanced } from './LockedAdvanced';
import { SocialPerformance } from './SocialPerformance';
import { WeeklyTargets } from './WeeklyTargets';
import '../../../shared/shared.css';
import './analytics.css';

/**
 * /analytics (docs/product.md#analytics): Key Metrics, Business Overview, Social Media Performance and Weekly Targets
 * from one composed read (GET /api/dashboard/summary), every figure measured — then advanced analytics, Premium only.
 * Two columns from 1024 px.
 */
export function AnalyticsPage() {
  const summary = useDashboardSummary();
  const { user } = useAuth();
  return (
    <Page title="Analytics">
      {summary.isPending ? (
        <div className="fjb-stack" role="status" aria-label="Loading analytics">
          <Skeleton style={{ height: 180 }} />
          <Skeleton style={{ height: 160 }} />
        </div>
      ) : summary.isError ? (
        <LoadError what="your analytics" onRetry={() => void summary.refetch()} />
      ) : (
        <div className="fja-layout">
          <div className="fja-main">
            <KeyMetrics summary={summary.data} />
            <BusinessOverview businesses={summary.data.businesses} />
            {summary.data.businesses.length === 0 && (
              <p className="fj-muted">
                Add a business on <Link to="/businesses">My Businesses</Link> and record its revenue to see it here.
              </p>
            )}
          </div>
          <div className="fja-side">
            <SocialPerformance
              accounts={summary.data.socialAccounts}
              unavailable={summary.data.unavailable.includes('social')}
            />
            <WeeklyTargets
              targets={summary.data.weeklyTargets}
              weekStartDate={summary.data.recentMetrics.weekStartDate}
            />
          </div>
          <div className="fja-wide">
            {user?.isPremium ? (
              <AdvancedAnalytics businesses={summary.data.businesses} today={summary.data.recentMetrics.today} />
            ) : (
              <LockedAdvanced />
            )}
          </div>
        </div>
      )}
    </Page>
  );
}
