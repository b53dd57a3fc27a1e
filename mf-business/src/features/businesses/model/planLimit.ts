import type { AuthUser } from '@fj/contracts';
import { FREE_PLAN_BUSINESS_LIMIT } from '@fj/contracts/messages';

/** The words for PlanLimitCard: '1 of 1 business on the Free plan'. */
export const BUSINESS_NOUN = ['business', 'businesses'] as const;

/**
 * Whether New Business should show the plan limit instead of a form that would fail (the server refuses with the
 * same rule: Free holds FREE_PLAN_BUSINESS_LIMIT businesses, Premium is unlimited). Unknown user: not limited.
 */
export function isBusinessLimitReached(user: Pick<AuthUser, 'isPremium'> | null, businessCount: number): boolean {
  return !!user && !user.isPremium && businessCount >= FREE_PLAN_BUSINESS_LIMIT;
}
