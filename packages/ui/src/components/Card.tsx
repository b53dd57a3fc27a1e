import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

export const Card = ({ className, ...p }: DivProps) => <div className={cn('fj-card', className)} {...p} />;
export const CardHeader = ({ className, ...p }: DivProps) => (
  <div className={cn('fj-card__header', className)} {...p} />
);
export const CardContent = ({ className, ...p }: DivProps) => (
  <div className={cn('fj-card__content', className)} {...p} />
);
export const CardFooter = ({ className, ...p }: DivProps) => (
  <div className={cn('fj-card__footer', className)} {...p} />
);

export const CardTitle = ({ className, ...p }: HTMLAttributes<HTMLHeadingElement>) => (
  <h3 className={cn('fj-card__title', className)} {...p} />
);
export const CardDescription = ({ className, ...p }: HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('fj-card__description', className)} {...p} />
);
