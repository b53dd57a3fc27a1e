import type { Db } from '@fj/db';
import type { WeeklyTargetSummary } from '@fj/contracts';
import { listWeeklyTargets } from '../weekly-targets/service';

/**
 * This week's targets (in the caller's zone) with progress (one statement, decision 1501), for the overview and the
 * dashboard summary.
 */
export function thisWeeksTargets(db: Db, userId: string): Promise<WeeklyTargetSummary[]> {
  return listWeeklyTargets(db, userId);
}
