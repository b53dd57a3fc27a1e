import type { Db } from '@fj/db';
import type { WeeklyTargetSummary } from '@fj/contracts';
import { listWeeklyTargets } from '../weekly-targets/service';

/** This week's targets with progress (issue 15's one statement), for the overview and the dashboard summary. */
export function thisWeeksTargets(db: Db, userId: string, weekStartDate: string): Promise<WeeklyTargetSummary[]> {
  return listWeeklyTargets(db, userId, weekStartDate);
}
