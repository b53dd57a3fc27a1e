import { growthStatus, type AccountGrowth } from '@fj/contracts';

export interface Point {
  capturedAt: Date;
  followers: number | null;
  posts: number | null;
}

type Figures = Omit<AccountGrowth, 'account'>;

/**
 * Growth of one account over a window, from its snapshots only. `baseline` is the last measured follower count on or
 * before the window's start; without one, the first inside the window is the start. Nothing is invented: fewer than
 * two follower counts leave change, growth and status null; a start of 0 leaves the percentages null.
 */
export function growthFigures(points: Point[], baseline: number | null, monthlyGrowthTarget: number): Figures {
  const withFollowers = points.filter((p) => p.followers !== null);
  const last = points.at(-1) ?? null;
  const current = withFollowers.at(-1)?.followers ?? baseline;
  const start = baseline ?? (withFollowers.length > 1 ? withFollowers[0].followers : null);
  const measuredTwice =
    current !== null && start !== null && (baseline !== null ? withFollowers.length > 0 : withFollowers.length > 1);
  const change = measuredTwice ? current - start : null;
  const growthPercent = change !== null && start! > 0 ? round1((change / start!) * 100) : null;
  const progressPercent = growthPercent !== null ? round1((growthPercent / monthlyGrowthTarget) * 100) : null;
  return {
    followers: current,
    posts: [...points].reverse().find((p) => p.posts !== null)?.posts ?? null,
    change,
    growthPercent,
    progressPercent,
    status: progressPercent !== null ? growthStatus(progressPercent) : null,
    lastCapturedAt: last?.capturedAt.toISOString() ?? null,
    series: dailySeries(points),
  };
}

/** One point per UTC day: that day's last figures. */
function dailySeries(points: Point[]): AccountGrowth['series'] {
  const byDay = new Map<string, { followers: number | null; posts: number | null }>();
  for (const p of points)
    byDay.set(p.capturedAt.toISOString().slice(0, 10), { followers: p.followers, posts: p.posts });
  return [...byDay].map(([date, v]) => ({ date, ...v }));
}

const round1 = (n: number) => Math.round(n * 10) / 10;
