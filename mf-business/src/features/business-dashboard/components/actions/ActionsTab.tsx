import { ListChecks, Plus } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@fj/ui';
import { FormDialog } from '../../../../shared/FormDialog';
import { LoadError } from '../../../../shared/LoadError';
import { useActionItems } from '../../api/actionItemsApi';
import { groupActionItemsByStatus } from '../../model/actionItems';
import { TabSectionHeader } from '../TabSectionHeader';
import { ActionItemForm } from './ActionItemForm';
import { ActionItemRow } from './ActionItemRow';

/** Spec §2/§4: action items grouped by status; the checkbox toggles completed ↔ todo. */
export function ActionsTab({ businessId }: { businessId: string }) {
  const items = useActionItems(businessId);
  return (
    <section className="fjb-section" aria-labelledby="fjb-actions">
      <TabSectionHeader
        id="fjb-actions"
        title="Action Items"
        count={items.data?.length}
        action={
          <FormDialog
            title="New Action Item"
            trigger={
              <Button size="sm">
                <Plus size={16} aria-hidden="true" />
                New Action
              </Button>
            }
          >
            {(close) => <ActionItemForm businessId={businessId} onSaved={close} />}
          </FormDialog>
        }
      />
      {items.isPending ? (
        <Skeleton style={{ height: 140 }} />
      ) : items.isError ? (
        <LoadError what="action items" onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <EmptyState icon={<ListChecks size={28} aria-hidden="true" />} title="No action items yet" description="Turn meeting outcomes and ideas into tasks with a priority, a due date and an owner." />
      ) : (
        groupActionItemsByStatus(items.data)
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <div key={group.status} className="fjb-group">
              <h4 className="fjb-group__heading">
                {group.heading} <span className="fjb-group__count">{group.items.length}</span>
              </h4>
              <ul className="fjb-checklist fj-card" aria-label={group.heading}>
                {group.items.map((item) => (
                  <ActionItemRow key={item.id} item={item} />
                ))}
              </ul>
            </div>
          ))
      )}
    </section>
  );
}
