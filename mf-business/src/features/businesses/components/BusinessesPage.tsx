import { Briefcase, Plus } from 'lucide-react';
import { FREE_PLAN_BUSINESS_LIMIT } from '@fj/contracts/messages';
import { Button, EmptyState, LoadError, Page, PlanLimitCard, Skeleton, useAuth, useSelectedBusiness } from '@fj/ui';
import { useBusinesses } from '../../../shared/api/businessesApi';
import { BUSINESS_NOUN, isBusinessLimitReached } from '../model/planLimit';
import { ActiveBusinessSelector } from './ActiveBusinessSelector';
import { NewBusinessDialog } from './NewBusinessDialog';
import { SortableBusinessList } from './SortableBusinessList';
import '../../../shared/shared.css';
import './businesses.css';

/**
 * /businesses (docs/product.md#businesses): 'My Businesses', New Business, the active business and the reorderable
 * list. On the Free plan the list says how many of its businesses are used, and New Business shows the limit once it is
 * reached.
 */
export function BusinessesPage() {
  const businesses = useBusinesses();
  const { user } = useAuth();
  const { selectedBusiness } = useSelectedBusiness(businesses.data);
  const count = businesses.data?.length ?? 0;
  const limitReached = isBusinessLimitReached(user, count);

  const newBusinessButton = (
    <NewBusinessDialog
      limitReached={limitReached}
      businessCount={count}
      trigger={
        <Button size="icon" className="fjb-header-add" aria-label="New Business">
          <Plus size={22} aria-hidden="true" />
        </Button>
      }
    />
  );

  return (
    <Page title="My Businesses" actions={newBusinessButton}>
      {businesses.isPending ? (
        <div className="fjb-stack" role="status" aria-label="Loading businesses">
          <Skeleton style={{ height: 120 }} />
          <Skeleton style={{ height: 200 }} />
        </div>
      ) : businesses.isError ? (
        <LoadError what="your businesses" onRetry={() => void businesses.refetch()} />
      ) : businesses.data.length === 0 ? (
        <EmptyState
          icon={<Briefcase size={28} aria-hidden="true" />}
          title="No businesses yet"
          description="Create your first business to track its revenue, clients, meetings, action items and growth ideas."
          action={
            <NewBusinessDialog
              limitReached={false}
              businessCount={0}
              trigger={<Button>Create your first business</Button>}
            />
          }
        />
      ) : (
        <div className="fjb-businesses">
          <ActiveBusinessSelector businesses={businesses.data} selected={selectedBusiness} />
          <SortableBusinessList
            businesses={businesses.data}
            activeId={selectedBusiness?.id ?? null}
            footer={
              user &&
              !user.isPremium && (
                <PlanLimitCard compact used={count} limit={FREE_PLAN_BUSINESS_LIMIT} noun={BUSINESS_NOUN} />
              )
            }
          />
        </div>
      )}
    </Page>
  );
}
