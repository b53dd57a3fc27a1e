import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'premium' | 'success' | 'destructive';

export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cn('fj-badge', `fj-badge--${variant}`, className)} {...props} />;
}
