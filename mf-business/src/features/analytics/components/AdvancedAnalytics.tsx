import { useState } from 'react';
import type { AnalyticsRange, BusinessOverview } from '@fj/contracts';
import { selectBusiness, useSelectedBusiness } from '@fj/ui';
import { Select } from '@fj/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fj/ui/tabs';
import { ContentTypes } from './ContentTypes';
import { CsvExport } from './CsvExport';
import { RevenueCharts } from './RevenueCharts';

const RANGE_LABELS: Record<AnalyticsRange, string> = { '30': '30 days', '90': '90 days', '365': '365 days' };
const RANGES = Object.keys(RANGE_LABELS) as AnalyticsRange[];

/** Premium: charts per business over 30 / 90 / 365 days, content by type, and the CSV export. */
export function AdvancedAnalytics({ businesses, today }: { businesses: readonly BusinessOverview[]; today: string }) {
  const [range, setRange] = useState<AnalyticsRange>('30');
  const { selectedBusiness } = useSelectedBusiness(businesses);
  return (
    <section className="fjb-section" aria-labelledby="fja-advanced">
      <h2 id="fja-advanced" className="fj-section-title">
        Advanced Analytics
      </h2>
      <Tabs value={range} onValueChange={(value) => setRange(value as AnalyticsRange)} className="fja-periods">
        <div className="fja-controls">
          {businesses.length > 0 && (
            <Select
              label="Business for the charts"
              value={selectedBusiness?.id}
              options={businesses.map((b) => ({ value: b.id, label: b.name }))}
              onValueChange={(id) => selectBusiness(id)}
            />
          )}
          <TabsList aria-label="Period" className="fja-range">
            {RANGES.map((r) => (
              <TabsTrigger key={r} value={r}>
                {RANGE_LABELS[r]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {RANGES.map((r) => (
          <TabsContent key={r} value={r} className="fja-advanced">
            {selectedBusiness && <RevenueCharts business={selectedBusiness} range={r} />}
            <ContentTypes businessId={selectedBusiness?.id ?? null} businessName={selectedBusiness?.name} range={r} />
          </TabsContent>
        ))}
      </Tabs>
      <CsvExport businesses={businesses} today={today} />
    </section>
  );
}
