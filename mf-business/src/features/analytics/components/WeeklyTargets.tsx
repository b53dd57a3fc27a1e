import type { WeeklyTargetSummary } from '@fj/contracts';
import { TargetProgress } from '@fj/ui';
import { targetLabel } from '../model/figures';

const weekOf = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * This week's targets with progress in the shared colours (capped bars, real figures; docs/product.md#weekly-targets).
 */
export function WeeklyTargets({
  targets,
  weekStartDate,
}: {
  targets: readonly WeeklyTargetSummary[];
  weekStartDate: string;
}) {
  return (
    <section className="fjb-section" aria-labelledby="fja-targets">
      <h2 id="fja-targets" className="fj-section-title">
        Weekly Targets
      </h2>
      {targets.length === 0 ? (
        <p className="fj-muted fja-empty-line">
          No targets set for the week of {weekOf.format(new Date(`${weekStartDate}T00:00:00Z`))}.
        </p>
      ) : (
        <ul className="fja-targets fj-card" aria-label="Weekly Targets">
          {targets.map((t) => (
            <li key={t.id} className="fja-target">
              <span className="fja-target__head">
                <span>{targetLabel(t.targetType)}</span>
                <span className="fja-target__figures">
                  {t.currentValue} / {t.targetValue}
                </span>
              </span>
              <TargetProgress label={targetLabel(t.targetType)} current={t.currentValue} target={t.targetValue} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
