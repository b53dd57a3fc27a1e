import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { BusinessMetric } from '@fj/contracts';
import { Button, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { useDeleteMetric } from '../../api/metricsApi';
import { formatCalendarDate } from '../../../../shared/model/dates';
import { newestFirst } from '../../model/metrics';
import { formatUsd } from '../../model/money';
import { EditMetricForm } from './MetricForm';

/** How many recorded dates show before 'Show all'. */
const SHOWN_AT_FIRST = 5;

const clientsText = (n: number) => `${n} ${n === 1 ? 'client' : 'clients'}`;

/** Every recorded date, newest first; tapping one opens it with Edit and Delete (Undo for 5 s). */
export function MetricRecords({ metrics }: { metrics: readonly BusinessMetric[] }) {
  const [showAll, setShowAll] = useState(false);
  const sorted = newestFirst(metrics);
  const shown = showAll ? sorted : sorted.slice(0, SHOWN_AT_FIRST);
  return (
    <section className="fjb-records" aria-labelledby="fjb-records-title">
      <h4 id="fjb-records-title" className="fjb-records__title">
        Recorded figures
      </h4>
      <ul className="fjb-records__list" aria-labelledby="fjb-records-title">
        {shown.map((metric) => (
          <MetricRecord key={metric.id} metric={metric} />
        ))}
      </ul>
      {sorted.length > SHOWN_AT_FIRST && (
        <Button variant="ghost" size="sm" onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${sorted.length}`}
        </Button>
      )}
    </section>
  );
}

function MetricRecord({ metric }: { metric: BusinessMetric }) {
  const remove = useDeleteMetric(metric.businessId);
  const date = formatCalendarDate(metric.date);
  return (
    <li>
      <DetailSheet
        trigger={
          <button type="button" className="fjb-record">
            <span className="fjb-record__date">{date}</span>
            <span className="fjb-record__figures">
              {formatUsd(metric.revenue)} · {clientsText(metric.clients)}
            </span>
            <ChevronRight size={16} aria-hidden="true" className="fjb-record__chevron" />
          </button>
        }
        title={`Figures for ${date}`}
        editTitle={`Edit figures for ${date}`}
        renderEdit={(close) => <EditMetricForm metric={metric} onSaved={close} />}
        deleteLabel="Delete figures"
        onDelete={() => remove(metric.id, `${date}: ${formatUsd(metric.revenue)}, ${clientsText(metric.clients)}`)}
      >
        <DetailList
          items={[
            ['Date', date],
            ['Revenue', formatUsd(metric.revenue)],
            ['Clients', String(metric.clients)],
          ]}
        />
      </DetailSheet>
    </li>
  );
}
