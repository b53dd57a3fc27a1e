import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('fj-skeleton', className)} aria-hidden="true" {...props} />;
}

/** Placeholder for a whole page while its code or data loads. */
export function PageSkeleton() {
  return (
    <div className="fj-page-skeleton" role="status" aria-label="Loading">
      <Skeleton style={{ height: 28, width: '55%' }} />
      <Skeleton style={{ height: 96 }} />
      <Skeleton style={{ height: 96 }} />
      <Skeleton style={{ height: 96 }} />
    </div>
  );
}
