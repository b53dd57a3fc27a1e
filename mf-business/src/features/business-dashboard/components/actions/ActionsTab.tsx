import { ListChecks } from 'lucide-react';
import { useActionItems } from '../../api/actionItemsApi';
import { groupActionItemsByStatus } from '../../model/actionItems';
import { RecordGroup, RecordsTabSection } from '../RecordsTabSection';
import { ActionItemForm } from './ActionItemForm';
import { ActionItemRow } from './ActionItemRow';

/** Spec §2/§4: action items grouped by status; the checkbox toggles completed ↔ todo. */
export function ActionsTab({ businessId }: { businessId: string }) {
  return (
    <RecordsTabSection
      id="fjb-actions"
      title="Action Items"
      what="action items"
      query={useActionItems(businessId)}
      newLabel="New Action"
      dialogTitle="New Action Item"
      renderForm={(close) => <ActionItemForm businessId={businessId} onSaved={close} />}
      empty={{ icon: <ListChecks size={28} aria-hidden="true" />, title: 'No action items yet', description: 'Turn meeting outcomes and ideas into tasks with a priority, a due date and an owner.' }}
    >
      {(items) =>
        groupActionItemsByStatus(items)
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <RecordGroup key={group.status} heading={group.heading} count={group.items.length}>
              <ul className="fjb-checklist fj-card" aria-label={group.heading}>
                {group.items.map((item) => (
                  <ActionItemRow key={item.id} item={item} />
                ))}
              </ul>
            </RecordGroup>
          ))
      }
    </RecordsTabSection>
  );
}
