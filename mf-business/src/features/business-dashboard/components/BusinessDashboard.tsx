import { useSearchParams } from 'react-router';
import type { BusinessDetail } from '@fj/contracts';
import { PendingWrites } from '@fj/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fj/ui/tabs';
import { DASHBOARD_TABS, toDashboardTab, type DashboardTab } from '../model/dashboardTabs';
import { ActionsTab } from './actions/ActionsTab';
import { BusinessHero } from './BusinessHero';
import { IdeasTab } from './ideas/IdeasTab';
import { MeetingsTab } from './meetings/MeetingsTab';
import { OverviewTab } from './overview/OverviewTab';
import { SocialTab } from './social/SocialTab';

/**
 * The loaded dashboard: the compact header and the tabs, which stick under the app header while scrolling. The open
 * tab lives in the URL (?tab=) so reload and Back keep it. Each tab lists its changes kept on this device (decision 2602).
 */
export function BusinessDashboard({ business }: { business: BusinessDetail }) {
  const [params, setParams] = useSearchParams();
  const tab = toDashboardTab(params.get('tab'));
  const openTab = (next: DashboardTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  return (
    <>
      <BusinessHero business={business} />
      <Tabs value={tab} onValueChange={(value) => openTab(toDashboardTab(value))} className="fjb-tabs">
        <TabsList aria-label="Business sections">
          {DASHBOARD_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <PendingWrites scope="/api/business-metrics" />
          <OverviewTab business={business} onOpenTab={openTab} />
        </TabsContent>
        <TabsContent value="social">
          <SocialTab businessId={business.id} />
        </TabsContent>
        <TabsContent value="meetings">
          <PendingWrites scope="/api/meeting-notes" />
          <MeetingsTab businessId={business.id} />
        </TabsContent>
        <TabsContent value="actions">
          <PendingWrites scope="/api/action-items" />
          <ActionsTab businessId={business.id} />
        </TabsContent>
        <TabsContent value="ideas">
          <PendingWrites scope="/api/growth-ideas" />
          <IdeasTab businessId={business.id} />
        </TabsContent>
      </Tabs>
    </>
  );
}
