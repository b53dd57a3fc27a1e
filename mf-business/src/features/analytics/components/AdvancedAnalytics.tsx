import { useState } from 'react';
import type { AnalyticsRange, BusinessOverview } from '@fj/contracts';
import { selectBusiness, useSelectedBusiness } from '@fj/ui';
import { Select } from '@fj/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@fj/ui/tabs';
import { ContentTypes } from './ContentTypes';
import { CsvExport } from './CsvExport';
import { RevenueCharts } from './RevenueCharts';

const RANGE_LABELS: Record<AnalyticsRange, string> = { '30': '30 days', '90': '90 days', '365': '365 days' };

/** Premium: charts per business over 30 / 90 / 365 days, content by type, and the CSV export. */
export function AdvancedAnalytics({ businesses, today }: { businesses: readonly BusinessOverview[]; today: string }) {
  const [range, setRange] = useState<AnalyticsRange>('30');
  const { selectedBusiness } = useSelectedBusiness(businesses);
  return (
    <section className="fjb-section" aria-labelledby="fja-advanced">
      <h2 id="fja-advanced" className="fj-section-title">
        Advanced Analytics
      </h2>
      <div className="fja-controls">
        {businesses.length > 0 && (
          <Select
            label="Business for the charts"
            value={selectedBusiness?.id}
            options={businesses.map((b) => ({ value: b.id, label: b.name }))}
            onValueChange={(id) => selectBusiness(id)}
          />
        )}
        <Tabs value={range} onValueChange={(value) => setRange(value as AnalyticsRange)}>
          <TabsList aria-label="Period" className="fja-range">
            {(Object.keys(RANGE_LABELS) as AnalyticsRange[]).map((r) => (
              <TabsTrigger key={r} value={r}>
                {RANGE_LABELS[r]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </div>
      <div className="fja-advanced">
        {selectedBusiness && <RevenueCharts business={selectedBusiness} range={range} />}
        <ContentTypes businessId={selectedBusiness?.id ?? null} businessName={selectedBusiness?.name} range={range} />
        <CsvExport businesses={businesses} today={today} />
      </div>
    </section>
  );
}
