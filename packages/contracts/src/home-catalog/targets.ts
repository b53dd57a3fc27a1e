/** Weekly target kinds; the measured ones are computed by the server from real activity. */
export const WEEKLY_TARGET_TYPES = [
  'content_posts',
  'new_followers',
  'workouts',
  'revenue',
  'meetings',
  'custom',
] as const;
export type WeeklyTargetType = (typeof WEEKLY_TARGET_TYPES)[number];
export const MEASURED_TARGET_TYPES: readonly WeeklyTargetType[] = [
  'content_posts',
  'meetings',
  'revenue',
  'new_followers',
];
export const WEEKLY_TARGET_LABELS: Record<WeeklyTargetType, string> = {
  content_posts: 'Content posts',
  new_followers: 'New followers',
  workouts: 'Workouts',
  revenue: 'Revenue',
  meetings: 'Meetings',
  custom: 'Custom',
};
export const MAX_WEEKLY_TARGETS = 10;
