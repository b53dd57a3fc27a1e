import type { ReactNode } from 'react';
import { buttonClass } from '../components/Button';
import { CrownIcon } from '../icons/icons';
import { useUiNavigate } from '../navigation/navigation';
import { PREMIUM_PLAN } from '../product/plans';

/** Where every plan limit sends people: the checkout. */
export const UPGRADE_PATH = '/checkout';
export const UPGRADE_LABEL = `Upgrade to Premium - ${PREMIUM_PLAN.price}`;

/** '1 of 1 business on the Free plan' (`noun` is [singular, plural]). */
export function planUsageText(used: number, limit: number, [one, many]: readonly [string, string]): string {
  return `${used} of ${limit} ${limit === 1 ? one : many} on the Free plan`;
}

/** The upgrade action: a link to /checkout through the shell's router (no full page load). */
export function UpgradeLink({ className }: { className?: string }) {
  const navigate = useUiNavigate();
  return (
    <a
      href={UPGRADE_PATH}
      className={buttonClass({ block: true, className })}
      onClick={(event) => {
        event.preventDefault();
        navigate(UPGRADE_PATH);
      }}
    >
      <CrownIcon width={18} height={18} />
      {UPGRADE_LABEL}
    </a>
  );
}

/**
 * A Free plan limit, shown before any form that would fail: the usage ('1 of 1 business on the Free plan'), why
 * (the server's own limit message, from '@fj/contracts/messages') and the upgrade action. `compact` shows the usage
 * line alone (e.g. under a list while the limit is not yet reached).
 */
export function PlanLimitCard({
  used,
  limit,
  noun,
  message,
  compact = false,
}: {
  used: number;
  limit: number;
  noun: readonly [string, string];
  message?: ReactNode;
  compact?: boolean;
}) {
  const reached = used >= limit;
  return (
    <section
      className={compact ? 'fj-plan-limit fj-plan-limit--compact' : 'fj-plan-limit fj-card'}
      aria-label="Plan limit"
    >
      <p className="fj-plan-limit__usage">
        <span className="fj-plan-limit__meter" aria-hidden="true">
          <span style={{ width: `${Math.min(100, (used / Math.max(limit, 1)) * 100)}%` }} />
        </span>
        {planUsageText(used, limit, noun)}
      </p>
      {!compact && message && <p className="fj-plan-limit__message">{message}</p>}
      {!compact && reached && <UpgradeLink />}
    </section>
  );
}
