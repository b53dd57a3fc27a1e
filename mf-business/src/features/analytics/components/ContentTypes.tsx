import type { AnalyticsRange } from '@fj/contracts';
import { Card, CardContent, CardHeader, CardTitle, LoadError, Skeleton } from '@fj/ui';
import { LazyCategoryBarChart } from '../../../shared/charts';
import { useContentTypeStats } from '../api/analyticsApi';
import { CONTENT_TYPE_LABELS } from '../../../shared/model/contentPlanLabels';
import { formatUsd } from '../model/figures';

/**
 * Completed content per type in the period, and what the weeks it went out earned beside the average week — shown
 * side by side for comparison, never as revenue caused by (or split between) pieces of content.
 */
export function ContentTypes({
  businessId,
  businessName,
  range,
}: {
  businessId: string | null;
  businessName?: string;
  range: AnalyticsRange;
}) {
  const stats = useContentTypeStats(businessId, range, true);
  const data = stats.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Content completed by type{businessName ? `, ${businessName}` : ''}</CardTitle>
      </CardHeader>
      <CardContent className="fjb-stack">
        {stats.isPending ? (
          <Skeleton style={{ height: 180 }} />
        ) : stats.isError || !data ? (
          <LoadError what="content by type" onRetry={() => void stats.refetch()} />
        ) : (
          <>
            <LazyCategoryBarChart
              title={`Completed content by type, last ${range} days`}
              items={data.types.map((t) => ({ label: CONTENT_TYPE_LABELS[t.contentType], value: t.completed }))}
              valueLabel="Completed"
              formatValue={(v) => String(v)}
              extraColumns={[
                { label: 'Weeks published', value: (i) => String(data.types[i].weeks) },
                {
                  label: 'Average revenue of those weeks',
                  value: (i) => moneyOrDash(data.types[i].averageWeeklyRevenue),
                },
              ]}
            />
            <ul className="fja-type-revenue" aria-label="Revenue of the weeks each type went out">
              {data.types
                .filter((t) => t.completed > 0)
                .map((t) => (
                  <li key={t.contentType}>
                    <strong>{CONTENT_TYPE_LABELS[t.contentType]}</strong>: {t.weeks} {t.weeks === 1 ? 'week' : 'weeks'}{' '}
                    with one out
                    {t.averageWeeklyRevenue !== null ? (
                      <>, averaging {formatUsd(t.averageWeeklyRevenue)} revenue a week</>
                    ) : (
                      <>, no revenue recorded in those weeks</>
                    )}
                  </li>
                ))}
            </ul>
            <p className="fja-axis-note">
              {data.averageWeeklyRevenue !== null
                ? `Every week with recorded revenue averaged ${formatUsd(data.averageWeeklyRevenue)} (${data.weeksWithRevenue} ${data.weeksWithRevenue === 1 ? 'week' : 'weeks'}).`
                : 'No revenue recorded in this period yet.'}{' '}
              Weeks run Monday to Sunday; content counts when marked complete, on its scheduled day.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const moneyOrDash = (value: number | null) => (value === null ? '—' : formatUsd(value));
