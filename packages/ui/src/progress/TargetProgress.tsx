/**
 * Weekly target progress colour (docs/product.md#weekly-targets): 90 % or more green, 75 % or more accent, 50 % or more
 * primary, else orange.
 */
export type ProgressTone = 'success' | 'accent' | 'primary' | 'low';

export function targetProgress(
  current: number,
  target: number,
): { percent: number; width: number; tone: ProgressTone } {
  const percent = target > 0 ? Math.round((current / target) * 100) : 0;
  const tone: ProgressTone = percent >= 90 ? 'success' : percent >= 75 ? 'accent' : percent >= 50 ? 'primary' : 'low';
  // The bar is capped at 100 %; the number is not.
  return { percent, width: Math.max(0, Math.min(100, percent)), tone };
}

/** A labelled progress bar in the target's colour (a real <progress>-like role with its value for screen readers). */
export function TargetProgress({ label, current, target }: { label: string; current: number; target: number }) {
  const { percent, width, tone } = targetProgress(current, target);
  return (
    <div
      className={`fj-progress fj-progress--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      aria-valuetext={`${current} of ${target} (${percent}%)`}
    >
      <div className="fj-progress__bar" style={{ width: `${width}%` }} />
    </div>
  );
}
