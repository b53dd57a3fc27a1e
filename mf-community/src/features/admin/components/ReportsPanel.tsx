import { ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { PostReportSummary } from '@fj/contracts';
import { Badge, Button, Card, CardContent, EmptyState, LoadError, Skeleton } from '@fj/ui';
import { useAdminPostAction } from '../../../shared/api/moderationApi';
import { REPORT_REASON_LABELS } from '../../../shared/model/categories';
import { REPORTS_KEY, useReports } from '../api/reportsApi';

/** The Reports tab: community posts with open reports (decision 1202); an admin restores a hidden post. */
export function ReportsPanel() {
  const reports = useReports();
  const items = reports.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
    <Card>
      <CardContent>
        {reports.isPending && <Skeleton style={{ height: 96 }} />}
        {reports.isError && <LoadError what="the reports" onRetry={() => void reports.refetch()} />}
        {reports.isSuccess && items.length === 0 && (
          <EmptyState
            icon={<ShieldCheck size={28} aria-hidden="true" />}
            title="No open reports"
            description="Posts members report will appear here."
          />
        )}
        {items.length > 0 && (
          <ul className="fja-messages" aria-label="Reported posts">
            {items.map((item) => (
              <ReportedPost key={item.post.id} item={item} />
            ))}
          </ul>
        )}
        {reports.hasNextPage && (
          <Button
            variant="outline"
            block
            onClick={() => void reports.fetchNextPage()}
            disabled={reports.isFetchingNextPage}
          >
            {reports.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ReportedPost({ item }: { item: PostReportSummary }) {
  const queryClient = useQueryClient();
  const restore = useAdminPostAction(item.post.id, 'restore');
  return (
    <li className="fja-message">
      <div className="fja-message__meta">
        <Badge variant={item.post.hidden ? 'destructive' : 'default'}>{item.post.hidden ? 'Hidden' : 'Visible'}</Badge>
        <span className="fj-muted">
          {item.openReports} open report{item.openReports === 1 ? '' : 's'}
        </span>
      </div>
      <h3 className="fja-message__title">{item.post.title}</h3>
      <p className="fja-message__content">{item.post.content}</p>
      <ul className="fja-reasons" aria-label={`Reasons given for "${item.post.title}"`}>
        {item.reports.map((r, i) => (
          <li key={i}>
            {REPORT_REASON_LABELS[r.reason]}
            {r.details ? `: ${r.details}` : ''}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        onClick={() =>
          restore.mutate(undefined, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: REPORTS_KEY }) })
        }
        disabled={restore.isPending}
      >
        Restore post
      </Button>
    </li>
  );
}
