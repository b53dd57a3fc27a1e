import type { GrowthStatus } from '@fj/contracts/social-messages';
import type { BadgeVariant } from '@fj/ui';

const whole = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => whole.format(n);

/** '+12.5%' / '-3%' */
export const formatPercent = (n: number) => `${n > 0 ? '+' : ''}${Number.isInteger(n) ? n : n.toFixed(1)}%`;
export const formatChange = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${whole.format(Math.abs(n))}`;

export const STATUS_BADGE: Record<GrowthStatus, BadgeVariant> = {
  'Exceeded!': 'success',
  'On Track': 'default',
  Moderate: 'secondary',
  Behind: 'destructive',
};
