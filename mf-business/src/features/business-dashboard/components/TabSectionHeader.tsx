import type { ReactNode } from 'react';

/** A tab's heading with its count, and the button that opens its create form. */
export function TabSectionHeader({
  id,
  title,
  count,
  action,
}: {
  id: string;
  title: string;
  count?: number;
  action: ReactNode;
}) {
  return (
    <div className="fjb-section__head">
      <h3 id={id} className="fj-section-title">
        {title}
        {count !== undefined && ` (${count})`}
      </h3>
      {action}
    </div>
  );
}
