import type { ReactNode } from 'react';
import { cn } from '@fj/ui';

/** The frame every widget draws: a card with a titled header (optional action on the right). */
export function WidgetCard({
  id,
  title,
  icon,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `fjh-${id}-title`;
  return (
    <section className={cn('fj-card fjh-widget', className)} aria-labelledby={headingId}>
      <div className="fjh-widget__head">
        <h2 id={headingId} className="fjh-widget__title">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
