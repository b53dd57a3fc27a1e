import type { UserActionItem } from '@fj/contracts';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { isOpen } from '../model/userActionItems';
import { UserActionItemRow } from './UserActionItemRow';

/** Every personal action item, to see them all and change any status: still open, then blocked, then done. */
export function AllActionItemsDialog({
  open,
  onOpenChange,
  items,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly UserActionItem[];
}) {
  const groups: [string, UserActionItem[]][] = [
    ['Open', items.filter(isOpen)],
    ['Blocked', items.filter((i) => i.status === 'blocked')],
    ['Done', items.filter((i) => i.status === 'completed' || i.status === 'cancelled')],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="All Action Items">
        {groups
          .filter(([, group]) => group.length > 0)
          .map(([heading, group]) => (
            <section key={heading} className="fjm-group" aria-label={`${heading} (${group.length})`}>
              <h3 className="fjm-group__heading">
                {heading} <span className="fjm-count">{group.length}</span>
              </h3>
              <ul className="fjm-items">
                {group.map((item) => (
                  <UserActionItemRow key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
      </DialogContent>
    </Dialog>
  );
}
