import type { ReactNode } from 'react';
import type { UserActionItem } from '@fj/contracts';
import { Button, Card } from '@fj/ui';
import { firstFew } from '../model/userActionItems';
import { UserActionItemRow } from './UserActionItemRow';

/** A card of action items: at most 3, then '+N more', which opens the full list. */
export function ActionItemsCard({
  id,
  heading,
  items,
  empty,
  action,
  allCount,
  onShowAll,
}: {
  id: string;
  heading: string;
  items: readonly UserActionItem[];
  empty: string;
  action?: ReactNode;
  /** every item the user has: when some are not in this card (done, blocked), a link to see them all */
  allCount?: number;
  onShowAll: () => void;
}) {
  const { shown, more } = firstFew(items);
  return (
    <Card className="fjm-card">
      <section aria-labelledby={id}>
        <div className="fjm-card__head">
          <h2 id={id} className="fjm-card__title">
            {heading} <span className="fjm-count">{items.length}</span>
          </h2>
          {action}
        </div>
        {items.length === 0 ? (
          <p className="fj-muted fjm-card__empty">{empty}</p>
        ) : (
          <ul className="fjm-items">
            {shown.map((item) => (
              <UserActionItemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        {more > 0 ? (
          <Button
            variant="ghost"
            block
            className="fjm-more"
            onClick={onShowAll}
            aria-label={`+${more} more: show all action items`}
          >
            +{more} more
          </Button>
        ) : (
          allCount !== undefined &&
          allCount > items.length && (
            <Button variant="ghost" block className="fjm-more" onClick={onShowAll}>
              See all action items
            </Button>
          )
        )}
      </section>
    </Card>
  );
}
