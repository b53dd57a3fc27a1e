import { Briefcase, Plus } from 'lucide-react';
import { Button, EmptyState, Page, Skeleton, useSelectedBusiness } from '@fj/ui';
import { LoadError } from '../../../shared/LoadError';
import { useBusinesses } from '../api/businessesApi';
import { ActiveBusinessSelector } from './ActiveBusinessSelector';
import { NewBusinessDialog } from './NewBusinessDialog';
import { SortableBusinessList } from './SortableBusinessList';
import '../../../shared/shared.css';
import './businesses.css';

/** /businesses (spec §2): 'My Businesses', New Business, the active business and the reorderable list. */
export function BusinessesPage() {
  const businesses = useBusinesses();
  const { selectedBusiness } = useSelectedBusiness(businesses.data);

  const newBusinessButton = (
    <NewBusinessDialog
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
          action={<NewBusinessDialog trigger={<Button>Create your first business</Button>} />}
        />
      ) : (
        <>
          <ActiveBusinessSelector businesses={businesses.data} selected={selectedBusiness} />
          <SortableBusinessList businesses={businesses.data} activeId={selectedBusiness?.id ?? null} />
        </>
      )}
    </Page>
  );
}
