import type { BusinessDetail } from '@fj/contracts';
import { todayIn, useUserTimeZone, useWithoutPendingRemovals } from '@fj/ui';
import { useBusinessMetrics } from '../../api/metricsApi';
import type { DashboardTab } from '../../model/dashboardTabs';
import { revenueForMonth } from '../../model/metrics';
import { formatUsd } from '../../model/money';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RevenueTrendCard } from './RevenueTrendCard';

/**
 * docs/product.md#revenue-records: This Month's Revenue, the quick actions, the trend with every recorded date, and
 * Recent Activity. The header already shows Total Revenue and Clients, so they are not repeated here. Two columns from
 * 1024 px.
 */
export function OverviewTab({
  business,
  onOpenTab,
}: {
  business: BusinessDetail;
  onOpenTab: (tab: DashboardTab) => void;
}) {
  const metrics = useBusinessMetrics(business.id);
  const recorded = useWithoutPendingRemovals(metrics.data ?? []);
  const today = todayIn(useUserTimeZone());
  return (
    <div className="fjb-overview">
      <div className="fjb-overview__main">
        <div className="fjb-kpi fj-card">
          <span className="fjb-kpi__label">This Month's Revenue</span>
          <span className="fjb-kpi__value" data-testid="month-revenue">
            {metrics.data ? formatUsd(revenueForMonth(recorded, today)) : '—'}
          </span>
        </div>
        <QuickActions businessId={business.id} />
        <RevenueTrendCard metrics={metrics} />
      </div>
      <div className="fjb-overview__side">
        <RecentActivity businessId={business.id} onOpenMeetings={() => onOpenTab('meetings')} />
      </div>
    </div>
  );
}
