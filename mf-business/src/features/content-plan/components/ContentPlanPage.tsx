import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Page,
  PendingWrites,
  selectBusiness,
  Skeleton,
  todayIn,
  useSelectedBusiness,
  useUserTimeZone,
  weekStartIn,
} from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { Select } from '@fj/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fj/ui/tabs';
import { useBusinesses } from '../../../shared/api/businessesApi';
import { NewContentPlanForm } from './ContentPlanForm';
import { ListView } from './ListView';
import { WeekView } from './WeekView';
import '../../../shared/shared.css';
import './contentPlan.css';

const ALL = 'all';
type View = 'list' | 'week';

/**
 * /content-plan (docs/product.md#content-plan): 'Content Plan' with Add New, the lists or a week calendar (kept in
 * ?view=), filtered by the shared selected business ('All businesses' shows every plan, with or without a business).
 * "Today" and the week are the user's, in their time zone.
 */
export function ContentPlanPage() {
  const zone = useUserTimeZone();
  const today = todayIn(zone);
  const businesses = useBusinesses();
  const { selectedBusiness } = useSelectedBusiness(businesses.data);
  const [allBusinesses, setAllBusinesses] = useState(false);
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' ? 'week' : 'list';
  const list = businesses.data ?? [];
  const businessId = allBusinesses ? undefined : (selectedBusiness?.id ?? undefined);
  // Wait for the businesses, or the lists would load unfiltered and then again filtered.
  const ready = !businesses.isPending;

  const addNew = (label: string, className?: string) => (
    <FormDialog
      title="Add New"
      description="Plan a piece of content. Without a date it is kept as a draft."
      trigger={
        <Button size="sm" className={className}>
          <Plus size={18} aria-hidden="true" />
          {label}
        </Button>
      }
    >
      {(close) => <NewContentPlanForm businesses={list} businessId={businessId ?? null} onSaved={close} />}
    </FormDialog>
  );

  return (
    <Page title="Content Plan" actions={addNew('Add New')}>
      {/* The business filter joins the toolbar once the businesses are known: until then a stand-in, so the lists
          below never move down when it appears (layout shift). */}
      {!ready ? (
        <Skeleton className="fjcp-loading" />
      ) : (
        <Tabs
          className="fjcp-body"
          value={view}
          onValueChange={(next) => setParams(next === 'week' ? { view: 'week' } : {}, { replace: true })}
        >
          <div className="fjcp-toolbar">
            {list.length > 0 && (
              <div className="fjcp-filter">
                <Select
                  label="Business filter"
                  value={allBusinesses ? ALL : selectedBusiness?.id}
                  options={[
                    { value: ALL, label: 'All businesses' },
                    ...list.map((b) => ({ value: b.id, label: b.name })),
                  ]}
                  onValueChange={(value) => {
                    setAllBusinesses(value === ALL);
                    if (value !== ALL) selectBusiness(value);
                  }}
                />
              </div>
            )}
            <TabsList aria-label="View" className="fjcp-views">
              <TabsTrigger value="list">List</TabsTrigger>
              <TabsTrigger value="week">Week</TabsTrigger>
            </TabsList>
          </div>
          <PendingWrites scope="/api/content-plans" />
          <TabsContent value="list">
            <ListView
              businessId={businessId}
              businesses={list}
              today={today}
              zone={zone}
              enabled={ready}
              addNew={addNew('Plan your first piece')}
            />
          </TabsContent>
          <TabsContent value="week">
            <WeekView
              businessId={businessId}
              businesses={list}
              today={today}
              zone={zone}
              thisWeek={weekStartIn(zone)}
              enabled={ready}
            />
          </TabsContent>
        </Tabs>
      )}
    </Page>
  );
}
