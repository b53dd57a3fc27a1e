import type { BusinessDetail } from '@fj/contracts';
import { useBusinessMetrics } from '../../api/metricsApi';
import type { DashboardTab } from '../../model/dashboardTabs';
import { revenueForMonth } from '../../model/metrics';
import { formatUsd } from '../../model/money';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RevenueTrendCard } from './RevenueTrendCard';

/** Spec §2: This Month's Revenue, Total Clients, quick actions, the metrics trend and Recent Activity. */
export function OverviewTab({ business, onOpenTab }: { business: BusinessDetail; onOpenTab: (tab: DashboardTab) => void }) {
  const metrics = useBusinessMetrics(business.id);
  return (
    <div className="fjb-stack">
      <div className="fjb-kpis">
        <div className="fjb-kpi fj-card">
          <span className="fjb-kpi__label">This Month's Revenue</span>
          <span className="fjb-kpi__value" data-testid="month-revenue">
            {metrics.data ? formatUsd(revenueForMonth(metrics.data)) : '—'}
          </span>
        </div>
        <div className="fjb-kpi fj-card">
          <span className="fjb-kpi__label">Total Clients</span>
          <span className="fjb-kpi__value">{business.stats.totalClients}</span>
        </div>
      </div>
      <QuickActions onOpenTab={onOpenTab} />
      <RevenueTrendCard businessId={business.id} metrics={metrics} />
      <RecentActivity businessId={business.id} onOpenMeetings={() => onOpenTab('meetings')} />
    </div>
  );
}
