import { useParams } from 'react-router';
import { LoadError, Page, Skeleton } from '@fj/ui';
import { isNotFound, useBusinessDetail } from '../api/businessDetailApi';
import { BusinessDashboard } from './BusinessDashboard';
import { BusinessNotFound } from './BusinessNotFound';
import '../../../shared/shared.css';
import '../../../shared/dashboard.css';

/** /business/:id (docs/product.md#business-dashboard). Back always goes to /businesses. */
export function BusinessDashboardPage() {
  const { id = '' } = useParams();
  const detail = useBusinessDetail(id);
  return (
    <Page title="Business Dashboard" backTo="/businesses" forceBackTo>
      {detail.isPending ? (
        <div className="fjb-stack" role="status" aria-label="Loading business">
          <Skeleton style={{ height: 64, borderRadius: 16 }} />
          <Skeleton style={{ height: 52 }} />
          <Skeleton style={{ height: 160 }} />
        </div>
      ) : detail.isError ? (
        isNotFound(detail.error) ? (
          <BusinessNotFound />
        ) : (
          <LoadError what="this business" onRetry={() => void detail.refetch()} />
        )
      ) : (
        <BusinessDashboard business={detail.data} />
      )}
    </Page>
  );
}
