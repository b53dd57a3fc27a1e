import { z } from 'zod';
import { isoDateSchema, recordIdSchema } from './common';
import { contentTypeSchema } from './content-plans';
import { businessColorSchema } from './businesses';

/** One business on /analytics' Business Overview: revenue and clients from its latest recorded metric. */
export const businessOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: businessColorSchema,
  latestMetric: z.object({ date: isoDateSchema, revenue: z.number(), clients: z.number().int() }).nullable(),
});
export type BusinessOverview = z.infer<typeof businessOverviewSchema>;

/**
 * Revenue across all the caller's businesses, counted on the caller's calendar (Settings.timeZone):
 * - weekRevenue: metrics dated this week (Monday weekStartDate … Sunday);
 * - last30Revenue: the 30 days ending today; previous30Revenue: the 30 days before those;
 * - growthRate: (last30 − previous30) / previous30 × 100, rounded to one decimal — null when the earlier 30 days hold
 *   no recorded revenue (nothing to compare with: the screen says 'Not enough data yet', never a made-up figure).
 */
export const recentMetricsSchema = z.object({
  today: isoDateSchema,
  weekStartDate: isoDateSchema,
  weekRevenue: z.number(),
  last30Revenue: z.number(),
  previous30Revenue: z.number(),
  /** days in the earlier 30-day period that have a recorded metric (0 → no earlier period) */
  previous30Days: z.number().int(),
  growthRate: z.number().nullable(),
});
export type RecentMetrics = z.infer<typeof recentMetricsSchema>;

/** This week's targets (docs/product.md#weekly-targets). */
export const weeklyTargetSummarySchema = z.object({
  id: z.string(),
  targetType: z.string(),
  targetValue: z.number(),
  currentValue: z.number(),
  weekStartDate: isoDateSchema,
});
export type WeeklyTargetSummary = z.infer<typeof weeklyTargetSummarySchema>;

/** GET /api/analytics/overview (core): the core half of the dashboard summary. */
export const analyticsOverviewSchema = z.object({
  businesses: z.array(businessOverviewSchema),
  recentMetrics: recentMetricsSchema,
  weeklyTargets: z.array(weeklyTargetSummarySchema),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** A linked social account as the summary lists it (the social service's own record has more). */
export const socialAccountSummarySchema = z
  .object({
    id: z.string(),
    platform: z.string(),
    username: z.string().nullable().optional(),
    businessId: z.string().nullable().optional(),
  })
  .loose();
export type SocialAccountSummary = z.infer<typeof socialAccountSummarySchema>;

/** Services a composed answer could not include. */
export const SUMMARY_SOURCES = ['social'] as const;

/**
 * GET /api/dashboard/summary (the BFF composes core and social in parallel: businesses, socialAccounts,
 * recentMetrics, weeklyTargets). When social does not answer in time or fails, socialAccounts is empty, `partial` is
 * true and `unavailable` names it; the screen says so instead of showing 0 as if it were measured.
 */
export const dashboardSummarySchema = analyticsOverviewSchema.extend({
  socialAccounts: z.array(socialAccountSummarySchema),
  partial: z.boolean(),
  unavailable: z.array(z.enum(SUMMARY_SOURCES)),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The periods the Premium charts cover, and the bucket each is grouped by (SQL date_trunc). */
export const ANALYTICS_RANGES = ['30', '90', '365'] as const;
export const analyticsRangeSchema = z.enum(ANALYTICS_RANGES, { message: 'range must be 30, 90 or 365 (days)' });
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
export const BUCKET_OF_RANGE = { '30': 'day', '90': 'week', '365': 'month' } as const satisfies Record<
  AnalyticsRange,
  'day' | 'week' | 'month'
>;
export type AnalyticsBucket = (typeof BUCKET_OF_RANGE)[AnalyticsRange];

/** GET /api/analytics/revenue?businessId&range (Premium). */
export const revenueSeriesQuerySchema = z.object({
  businessId: recordIdSchema('business'),
  range: analyticsRangeSchema.default('30'),
});
/**
 * One point per day / week (starting Monday) / month that has recorded figures: revenue summed, clients as last
 * recorded in that bucket. Buckets without any recorded figures are left out (not recorded is not zero).
 */
export const revenueSeriesSchema = z.object({
  businessId: z.string(),
  range: analyticsRangeSchema,
  bucket: z.enum(['day', 'week', 'month']),
  from: isoDateSchema,
  to: isoDateSchema,
  points: z.array(z.object({ start: isoDateSchema, revenue: z.number(), clients: z.number().int() })),
});
export type RevenueSeries = z.infer<typeof revenueSeriesSchema>;

/** GET /api/analytics/content-types?range&businessId? (Premium). */
export const contentTypeStatsQuerySchema = z.object({
  businessId: z.preprocess((v) => (v === '' ? undefined : v), recordIdSchema('business').optional()),
  range: analyticsRangeSchema.default('90'),
});
/**
 * Completed content per type in the period (published on its scheduled date, or when completed if it had none), and
 * the revenue of the weeks (Monday–Sunday, the caller's calendar) in which that type went out, beside the average of
 * every week with recorded revenue. Revenue is never split between pieces: it is what those weeks earned, shown for
 * comparison, not caused by the content. Averages are null when no such week has recorded revenue.
 */
export const contentTypeStatsSchema = z.object({
  range: analyticsRangeSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  /** weeks in the period with recorded revenue, and their average */
  weeksWithRevenue: z.number().int(),
  averageWeeklyRevenue: z.number().nullable(),
  types: z.array(
    z.object({
      contentType: contentTypeSchema,
      completed: z.number().int(),
      /** weeks with at least one completed piece of this type */
      weeks: z.number().int(),
      /** of those weeks, how many have recorded revenue, and their average */
      weeksWithRevenue: z.number().int(),
      averageWeeklyRevenue: z.number().nullable(),
    }),
  ),
});
export type ContentTypeStats = z.infer<typeof contentTypeStatsSchema>;

/** GET /api/analytics/export.csv?businessId&from&to (Premium): every recorded metric as CSV (RFC 4180), streamed. */
export const metricsExportQuerySchema = z
  .object({
    businessId: z.preprocess((v) => (v === '' ? undefined : v), recordIdSchema('business').optional()),
    from: z.preprocess((v) => (v === '' ? undefined : v), isoDateSchema.optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), isoDateSchema.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must be on or before to', path: ['to'] });
export type MetricsExportQuery = z.input<typeof metricsExportQuerySchema>;
export const METRICS_CSV_HEADER = ['Date', 'Business', 'Revenue (USD)', 'Clients'] as const;
