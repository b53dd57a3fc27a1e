import { Prisma, type Db } from '@fj/db';
import type { WellnessImport, WellnessImportResult } from '@fj/contracts';
import { knownTimeZone, todayIn } from '@fj/server-kit';

/** Minutes asleep → the half hours wellness entries keep (at most 24 h). */
export const sleepHoursOf = (minutes: number) => Math.min(24, Math.round(minutes / 30) / 2);

/**
 * Write a batch of Apple Health day aggregates (docs/decisions/2002-apple-health-import.md), in one transaction:
 * - days after today in the user's zone are skipped (an export cannot know them; a clock skew could send one);
 * - a day with no entry gets one with source apple_health; an imported day takes the new figures;
 * - a manual day keeps every figure the person entered and only gains the ones it lacks (unless overwriteManual);
 * - a row is only written when something changes, so importing the same file again writes nothing;
 * - menstrual flow goes to the cycle log the same way (a manually logged day wins);
 * - Settings.appleHealthConnected becomes true.
 * Statements per batch: the zone, one INSERT … ON CONFLICT for wellness, one for cycle days, one for settings.
 */
export async function importWellness(db: Db, userId: string, input: WellnessImport): Promise<WellnessImportResult> {
  const settings = await db.settings.findUnique({ where: { userId }, select: { timeZone: true } });
  const today = todayIn(knownTimeZone(settings?.timeZone));
  const days = input.days.filter((d) => d.date <= today);
  const figures = days.filter((d) => d.steps != null || d.sleepMinutes != null || d.calories != null);
  const flows = days.filter((d) => d.flow != null);
  const overwrite = input.overwriteManual;
  const [[wellness]] = await db.$transaction([
    db.$queryRaw<{ imported: number; manual: number }[]>`
      WITH manual AS (
        SELECT count(*)::int AS n FROM "WellnessEntry"
        WHERE "userId" = ${userId} AND "date" = ANY(${figures.map((d) => d.date)}::date[]) AND "source" = 'manual'
          AND ("steps" IS NOT NULL OR "sleepHours" IS NOT NULL OR "calories" IS NOT NULL OR "mood" IS NOT NULL)
      ), written AS (
        INSERT INTO "WellnessEntry" AS w ("id", "userId", "date", "steps", "sleepHours", "calories", "source", "updatedAt")
        SELECT gen_random_uuid()::text, ${userId}, d."date", d."steps", d."sleepHours", d."calories", 'apple_health', now()
        FROM unnest(
          ${figures.map((d) => d.date)}::date[], ${figures.map((d) => d.steps ?? null)}::int[],
          ${figures.map((d) => (d.sleepMinutes == null ? null : sleepHoursOf(d.sleepMinutes)))}::numeric[], ${figures.map((d) => d.calories ?? null)}::int[]
        ) AS d ("date", "steps", "sleepHours", "calories")
        ON CONFLICT ("userId", "date") DO UPDATE SET
          "steps" = ${pick('steps', overwrite)}, "sleepHours" = ${pick('sleepHours', overwrite)}, "calories" = ${pick('calories', overwrite)},
          "source" = ${keepsManual(overwrite)}, "updatedAt" = now()
        WHERE (w."steps", w."sleepHours", w."calories", w."source") IS DISTINCT FROM
          (${pick('steps', overwrite)}, ${pick('sleepHours', overwrite)}, ${pick('calories', overwrite)}, ${keepsManual(overwrite)})
        RETURNING 1
      )
      SELECT (SELECT count(*)::int FROM written) AS "imported", (SELECT n FROM manual) AS "manual"`,
    db.$executeRaw`
      INSERT INTO "CycleDay" AS c ("id", "userId", "date", "flow", "source", "updatedAt")
      SELECT gen_random_uuid()::text, ${userId}, d."date", d."flow", 'apple_health', now()
      FROM unnest(${flows.map((d) => d.date)}::date[], ${flows.map((d) => d.flow)}::text[]) AS d ("date", "flow")
      ON CONFLICT ("userId", "date") DO UPDATE SET "flow" = EXCLUDED."flow", "updatedAt" = now()
      WHERE (c."source" = 'apple_health' OR ${overwrite}) AND c."flow" IS DISTINCT FROM EXCLUDED."flow"`,
    db.$executeRaw`
      INSERT INTO "Settings" ("userId", "appleHealthConnected", "updatedAt") VALUES (${userId}, true, now())
      ON CONFLICT ("userId") DO UPDATE SET "appleHealthConnected" = true, "updatedAt" = now() WHERE NOT "Settings"."appleHealthConnected"`,
  ]);
  return {
    imported: wellness.imported,
    unchanged: figures.length - wellness.imported,
    skippedManual: overwrite ? 0 : wellness.manual,
    skippedFuture: input.days.length - days.length,
  };
}

/** A manual day keeps its own figure and only fills a gap; any other day takes the imported figure (or keeps its own when the export has none). */
function pick(column: 'steps' | 'sleepHours' | 'calories', overwrite: boolean): Prisma.Sql {
  const own = Prisma.raw(`w."${column}"`);
  const imported = Prisma.raw(`EXCLUDED."${column}"`);
  return overwrite
    ? Prisma.sql`COALESCE(${imported}, ${own})`
    : Prisma.sql`CASE WHEN w."source" = 'manual' THEN COALESCE(${own}, ${imported}) ELSE COALESCE(${imported}, ${own}) END`;
}

const keepsManual = (overwrite: boolean) => (overwrite ? Prisma.sql`'apple_health'` : Prisma.sql`w."source"`);
