import type { ContentPlan } from '@fj/contracts';
import { addDays, isoDateIn, timeIn } from '@fj/ui';

/** The calendar day (yyyy-MM-dd) a plan is scheduled on in the user's zone, or null for a draft. */
export const scheduledDay = (plan: Pick<ContentPlan, 'scheduledDate'>, zone: string): string | null =>
  plan.scheduledDate ? isoDateIn(new Date(plan.scheduledDate), zone) : null;

/** Its wall-clock time there (HH:mm), or null for a draft. */
export const scheduledTime = (plan: Pick<ContentPlan, 'scheduledDate'>, zone: string): string | null =>
  plan.scheduledDate ? timeIn(new Date(plan.scheduledDate), zone) : null;

export interface ContentPlanGroups {
  today: ContentPlan[];
  upcoming: ContentPlan[];
  drafts: ContentPlan[];
  earlier: ContentPlan[];
}

const byDate = (a: ContentPlan, b: ContentPlan) =>
  (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? '') || a.createdAt.localeCompare(b.createdAt);
const newestCreated = (a: ContentPlan, b: ContentPlan) => b.createdAt.localeCompare(a.createdAt);

/**
 * A plan is grouped as today, upcoming (a date after today) or draft (no date) — days in the user's zone.
 * Plans dated before today (done or overdue) go to 'earlier', so nothing a person planned disappears from the screen.
 * Today and upcoming run soonest first, earlier newest first, drafts newest created first.
 */
export function groupContentPlans(plans: readonly ContentPlan[], today: string, zone: string): ContentPlanGroups {
  const groups: ContentPlanGroups = { today: [], upcoming: [], drafts: [], earlier: [] };
  for (const plan of plans) {
    const day = scheduledDay(plan, zone);
    if (day === null) groups.drafts.push(plan);
    else if (day === today) groups.today.push(plan);
    else if (day > today) groups.upcoming.push(plan);
    else groups.earlier.push(plan);
  }
  groups.today.sort(byDate);
  groups.upcoming.sort(byDate);
  groups.earlier.sort((a, b) => byDate(b, a));
  groups.drafts.sort(newestCreated);
  return groups;
}

/** Scheduled before today and not completed. */
export const isOverdue = (plan: ContentPlan, today: string, zone: string) =>
  !plan.isCompleted && (scheduledDay(plan, zone) ?? today) < today;

/** The seven days (Monday first) of the week starting `weekStart`, each with its plans, soonest first. */
export function weekOfPlans(
  plans: readonly ContentPlan[],
  weekStart: string,
  zone: string,
): Array<{ date: string; plans: ContentPlan[] }> {
  const days = Array.from({ length: 7 }, (_, i) => ({ date: addDays(weekStart, i), plans: [] as ContentPlan[] }));
  for (const plan of plans) {
    const day = days.find((d) => d.date === scheduledDay(plan, zone));
    day?.plans.push(plan);
  }
  for (const day of days) day.plans.sort(byDate);
  return days;
}
