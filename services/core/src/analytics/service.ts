import { Prisma, type Db } from '@fj/db';
import {
  BUCKET_OF_RANGE,
  CONTENT_TYPES,
  type AnalyticsOverview,
  type AnalyticsRange,
  type BusinessColor,
  type ContentType,
  type ContentTypeStats,
  type RevenueSeries,
} from '@fj/contracts';
import { notFound } from '@fj/server-kit';
import { recordId } from '../lib/ownership';
import { isoDate, money, moneyOrNull } from '../lib/serialize';
import { userTimeZoneSql } from '../content-plans/service';
import { thisWeeksTargets } from './weekly-targets';

type Numeric = { toString(): string } | number;

/** Percentage change rounded to one decimal, or null when there is nothing earlier to compare with. */
export function growthRate(last: number, previous: number): number | null {
  if (!(previous > 0)) return null;
  return Math.round(((last - previous) / previous) * 1000) / 10;
}

/**
 * The core half of GET /api/dashboard/summary, the busiest read of the home screen: three statements whatever the
 * data, sent together (one round trip of waiting, docs/decisions/2906-load-budget.md) — the businesses with their
 * latest metric (one LATERAL join), the revenue sums over the caller's calendar (today, this week, the last 30 days
 * and the 30 before) in one pass over the (userId, date) index, and this week's targets in the caller's zone.
 * Raw SQL: Prisma's work per query (compiling it, shaping the result) was most of this route's CPU.
 */
export async function analyticsOverview(db: Db, userId: string): Promise<AnalyticsOverview> {
  const [businesses, [sums], weeklyTargets] = await Promise.all([
    db.$queryRaw<
      {
        id: string;
        name: string;
        color: string;
        date: Date | null;
        revenue: Numeric | null;
        clients: number | null;
      }[]
    >`
      SELECT b."id", b."name", b."color", m."date", m."revenue", m."clients"
      FROM "Business" b
      LEFT JOIN LATERAL (
        SELECT "date", "revenue", "clients" FROM "BusinessMetric"
        WHERE "businessId" = b."id" AND "userId" = b."userId" ORDER BY "date" DESC LIMIT 1
      ) m ON true
      WHERE b."userId" = ${userId}
      ORDER BY b."sortOrder", b."createdAt", b."id"`,
    db.$queryRaw<
      {
        today: Date;
        weekStart: Date;
        weekRevenue: Numeric;
        last30: Numeric;
        previous30: Numeric;
        previous30Days: number;
      }[]
    >`
      WITH t AS (
        SELECT d, date_trunc('week', d)::date AS w
        FROM (SELECT (now() AT TIME ZONE ${userTimeZoneSql(userId)})::date AS d) AS today
      )
      SELECT t.d AS "today", t.w AS "weekStart",
        COALESCE(SUM(m."revenue") FILTER (WHERE m."date" BETWEEN t.w AND t.w + 6), 0) AS "weekRevenue",
        COALESCE(SUM(m."revenue") FILTER (WHERE m."date" > t.d - 30 AND m."date" <= t.d), 0) AS "last30",
        COALESCE(SUM(m."revenue") FILTER (WHERE m."date" > t.d - 60 AND m."date" <= t.d - 30), 0) AS "previous30",
        (COUNT(DISTINCT m."date") FILTER (WHERE m."date" > t.d - 60 AND m."date" <= t.d - 30))::int AS "previous30Days"
      FROM t
      LEFT JOIN "BusinessMetric" m
        ON m."userId" = ${userId} AND m."date" > LEAST(t.d - 60, t.w - 1) AND m."date" <= GREATEST(t.d, t.w + 6)
      GROUP BY t.d, t.w`,
    // This week in the caller's zone, worked out by the statement itself (the same week as the sums').
    thisWeeksTargets(db, userId),
  ]);
  const weekStartDate = isoDate(sums.weekStart);
  const last30Revenue = money(sums.last30);
  const previous30Revenue = money(sums.previous30);
  return {
    businesses: businesses.map((b) => ({
      id: b.id,
      name: b.name,
      color: b.color as BusinessColor,
      latestMetric:
        b.date && b.revenue !== null && b.clients !== null
          ? { date: isoDate(b.date), revenue: money(b.revenue), clients: b.clients }
          : null,
    })),
    recentMetrics: {
      today: isoDate(sums.today),
      weekStartDate,
      weekRevenue: money(sums.weekRevenue),
      last30Revenue,
      previous30Revenue,
      previous30Days: sums.previous30Days,
      growthRate: sums.previous30Days > 0 ? growthRate(last30Revenue, previous30Revenue) : null,
    },
    weeklyTargets,
  };
}

const DAYS: Record<AnalyticsRange, number> = { '30': 30, '90': 90, '365': 365 };

/**
 * A business's revenue and clients over the last 30 / 90 / 365 days of the caller's calendar, grouped in SQL by day,
 * week (from Monday) or month: revenue summed, clients as last recorded in the bucket. One statement through the
 * caller's business (no row → 404).
 */
export async function revenueSeries(
  db: Db,
  userId: string,
  businessIdInput: string,
  range: AnalyticsRange,
): Promise<RevenueSeries> {
  const businessId = recordId(businessIdInput, 'Business');
  const bucket = BUCKET_OF_RANGE[range];
  const rows = await db.$queryRaw<
    { today: Date; points: Array<{ start: string; revenue: number; clients: number }> }[]
  >`
    WITH t AS (SELECT (now() AT TIME ZONE ${userTimeZoneSql(userId)})::date AS d)
    SELECT t.d AS "today",
      COALESCE((
        SELECT json_agg(json_build_object('start', s."start", 'revenue', s."revenue", 'clients', s."clients") ORDER BY s."start")
        FROM (
          SELECT date_trunc(${bucket}::text, m."date"::timestamp)::date AS "start", SUM(m."revenue") AS "revenue",
            (array_agg(m."clients" ORDER BY m."date" DESC))[1] AS "clients"
          FROM "BusinessMetric" m
          WHERE m."businessId" = b."id" AND m."userId" = b."userId" AND m."date" BETWEEN t.d - ${DAYS[range] - 1}::int AND t.d
          GROUP BY 1
        ) AS s
      ), '[]'::json) AS "points"
    FROM "Business" b CROSS JOIN t
    WHERE b."id" = ${businessId} AND b."userId" = ${userId}`;
  if (rows.length === 0) throw notFound('Business');
  const to = isoDate(rows[0].today);
  return {
    businessId,
    range,
    bucket,
    from: isoDate(new Date(rows[0].today.getTime() - (DAYS[range] - 1) * 86_400_000)),
    to,
    points: rows[0].points.map((p) => ({ start: p.start, revenue: Number(p.revenue), clients: p.clients })),
  };
}

type TypeRow = {
  type: ContentType;
  completed: number;
  weeks: number;
  weeksWithRevenue: number;
  average: Numeric | null;
};

/**
 * Completed content per type over the period and the revenue of the weeks it went out, in one statement: weekly
 * revenue (GROUP BY date_trunc('week')) and completed plans per type and week (their publish instant on the caller's
 * calendar) are joined by week. With a business: that business's plans and revenue (404 if it is not the caller's).
 */
export async function contentTypeStats(
  db: Db,
  userId: string,
  businessIdInput: string | undefined,
  range: AnalyticsRange,
): Promise<ContentTypeStats> {
  const businessId = businessIdInput === undefined ? null : recordId(businessIdInput, 'Business');
  const metricsOf = businessId ? Prisma.sql`AND m."businessId" = ${businessId}` : Prisma.empty;
  const plansOf = businessId ? Prisma.sql`AND p."businessId" = ${businessId}` : Prisma.empty;
  const [row] = await db.$queryRaw<
    {
      from: Date;
      to: Date;
      found: boolean;
      weeksWithRevenue: number;
      average: Numeric | null;
      types: TypeRow[] | null;
    }[]
  >`
    WITH zone AS (SELECT ${userTimeZoneSql(userId)} AS name),
    period AS (
      SELECT d - ${DAYS[range] - 1}::int AS "from", d AS "to", name AS zone
      FROM (SELECT (now() AT TIME ZONE zone.name)::date AS d, zone.name FROM zone) AS today
    ),
    weekly AS (
      SELECT date_trunc('week', m."date"::timestamp)::date AS week, SUM(m."revenue") AS revenue
      FROM "BusinessMetric" m, period
      WHERE m."userId" = ${userId} ${metricsOf} AND m."date" BETWEEN period."from" AND period."to"
      GROUP BY 1
    ),
    published AS (
      SELECT p."contentType" AS type, date_trunc('week', COALESCE(p."scheduledDate", p."completedAt") AT TIME ZONE period.zone)::date AS week, COUNT(*)::int AS n
      FROM "ContentPlan" p, period
      WHERE p."userId" = ${userId} ${plansOf} AND p."isCompleted"
        AND COALESCE(p."scheduledDate", p."completedAt") >= (period."from"::timestamp AT TIME ZONE period.zone)
        AND COALESCE(p."scheduledDate", p."completedAt") < ((period."to" + 1)::timestamp AT TIME ZONE period.zone)
      GROUP BY 1, 2
    ),
    by_type AS (
      SELECT pub.type, SUM(pub.n)::int AS completed, COUNT(*)::int AS weeks, COUNT(w.revenue)::int AS "weeksWithRevenue", AVG(w.revenue) AS average
      FROM published pub LEFT JOIN weekly w USING (week)
      GROUP BY pub.type
    )
    SELECT period."from", period."to",
      (${businessId}::text IS NULL OR EXISTS (SELECT 1 FROM "Business" WHERE "id" = ${businessId} AND "userId" = ${userId})) AS "found",
      (SELECT COUNT(*)::int FROM weekly) AS "weeksWithRevenue",
      (SELECT AVG(revenue) FROM weekly) AS "average",
      (SELECT json_agg(by_type) FROM by_type) AS "types"
    FROM period`;
  if (!row.found) throw notFound('Business');
  const byType = new Map((row.types ?? []).map((t) => [t.type, t]));
  return {
    range,
    from: isoDate(row.from),
    to: isoDate(row.to),
    weeksWithRevenue: row.weeksWithRevenue,
    averageWeeklyRevenue: roundedMoney(row.average),
    types: CONTENT_TYPES.map((contentType) => {
      const t = byType.get(contentType);
      return {
        contentType,
        completed: t?.completed ?? 0,
        weeks: t?.weeks ?? 0,
        weeksWithRevenue: t?.weeksWithRevenue ?? 0,
        averageWeeklyRevenue: roundedMoney(t?.average ?? null),
      };
    }),
  };
}

/** An average of money, to the cent. */
const roundedMoney = (value: Numeric | null): number | null => {
  const n = moneyOrNull(value);
  return n === null ? null : Math.round(n * 100) / 100;
};
