import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="fj-empty">
      <div className="fj-empty__icon">{icon ?? <InboxIcon width={28} height={28} />}</div>
      <h2 className="fj-empty__title">{title}</h2>
      {description && <p className="fj-empty__description">{description}</p>}
      {action && <div className="fj-empty__action">{action}</div>}
    </div>
  );
}
