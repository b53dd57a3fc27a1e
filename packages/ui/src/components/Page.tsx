import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** A routed screen: the generic page header (Back / title / Home) above the content. */
export function Page({ children, ...header }: ComponentProps<typeof PageHeader> & { children?: ReactNode }) {
  return (
    <div className="fj-page">
      <PageHeader {...header} />
      {children}
    </div>
  );
}
