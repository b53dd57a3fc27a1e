import type { WeeklyTarget } from '@fj/contracts';
import { WEEKLY_TARGET_LABELS } from '@fj/contracts/home-catalog';

/** What a target is called: its own label when custom, else its kind. */
export const targetName = (t: Pick<WeeklyTarget, 'targetType' | 'label'>) =>
  t.targetType === 'custom' && t.label ? t.label : WEEKLY_TARGET_LABELS[t.targetType];
