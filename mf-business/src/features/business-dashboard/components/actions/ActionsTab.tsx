import { ListChecks } from 'lucide-react';
import { todayIn, useUserTimeZone } from '@fj/ui';
import { useActionItems } from '../../api/actionItemsApi';
import { groupActionItemsByStatus } from '../../../../shared/model/actionItems';
import { RecordGroup, RecordsTabSection } from '../RecordsTabSection';
import { NewActionItemForm } from './ActionItemForm';
import { ActionItemRow } from './ActionItemRow';

/**
 * Action items as a to-do list (docs/product.md#business-action-items): grouped by status, each group by due date then
 * priority; overdue in the user's zone.
 */
export function ActionsTab({ businessId }: { businessId: string }) {
  const today = todayIn(useUserTimeZone());
  return (
    <RecordsTabSection
      id="fjb-actions"
      title="Action Items"
      what="action items"
      query={useActionItems(businessId)}
      newLabel="New Action"
      dialogTitle="New Action Item"
      renderForm={(close) => <NewActionItemForm businessId={businessId} onSaved={close} />}
      empty={{
        icon: <ListChecks size={28} aria-hidden="true" />,
        title: 'No action items yet',
        description: 'Turn meeting outcomes and ideas into tasks with a priority, a due date and an owner.',
      }}
    >
      {(items) =>
        groupActionItemsByStatus(items)
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <RecordGroup key={group.status} heading={group.heading} count={group.items.length}>
              <ul className="fjb-checklist fj-card" aria-label={group.heading}>
                {group.items.map((item) => (
                  <ActionItemRow key={item.id} item={item} today={today} />
                ))}
              </ul>
            </RecordGroup>
          ))
      }
    </RecordsTabSection>
  );
}
