import type { Db } from '@fj/db';
import type { WeeklyTargetSummary } from '@fj/contracts';

/**
 * THE PLUG FOR THE HOME ISSUE (15), which builds weekly targets (model, endpoints, currentValue from real activity).
 * Until that model exists nobody has a target, so this week's list is empty and /analytics says 'No targets set for
 * this week' (docs/decisions/1002-analytics-and-dashboard-summary.md). Replace the body with one query for the
 * caller's targets of `weekStartDate`; the overview already runs it beside its other query.
 */
export async function thisWeeksTargets(_db: Db, _userId: string, _weekStartDate: string): Promise<WeeklyTargetSummary[]> {
  return [];
}
