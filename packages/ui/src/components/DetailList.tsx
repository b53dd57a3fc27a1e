import type { ReactNode } from 'react';

/** A record's fields in its detail sheet: label and value per row; rows without a value are left out. */
export function DetailList({ items }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="fj-details">
      {shown.map(([label, value]) => (
        <div key={label} className="fj-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
