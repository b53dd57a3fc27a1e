import { Prisma, type Db } from '@fj/db';
import type { WellnessImport, WellnessImportResult } from '@fj/contracts';
import { knownTimeZone, todayIn } from '@fj/server-kit';

import { sleepHoursOfMinutes } from './service';

/**
 * Write a batch of Apple Health day aggregates (docs/decisions/2002-apple-health-import.md), in one transaction:
 * - days after today in the user's zone are skipped (an export cannot know them; a clock skew could send one);
 * - a day with no entry gets one with source apple_health; an imported day takes the new figures;
 * - a manual day keeps every figure the person entered and only gains the ones it lacks (unless overwriteManual);
 * - calories carry their kind (active, or active + resting), which goes wherever the figure goes; sleep is kept to
 *   the minute (docs/decisions/2805);
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
        INSERT INTO "WellnessEntry" AS w ("id", "userId", "date", "steps", "sleepHours", "calories", "caloriesKind", "source", "updatedAt")
        SELECT gen_random_uuid()::text, ${userId}, d."date", d."steps", d."sleepHours", d."calories", d."caloriesKind", 'apple_health', now()
        FROM unnest(
          ${figures.map((d) => d.date)}::date[], ${figures.map((d) => d.steps ?? null)}::int[],
          ${figures.map((d) => (d.sleepMinutes == null ? null : sleepHoursOfMinutes(d.sleepMinutes)))}::numeric[], ${figures.map((d) => d.calories ?? null)}::int[],
          ${figures.map((d) => (d.calories == null ? null : (d.caloriesKind ?? 'total')))}::text[]
        ) AS d ("date", "steps", "sleepHours", "calories", "caloriesKind")
        ON CONFLICT ("userId", "date") DO UPDATE SET
          "steps" = ${pick('steps', overwrite)}, "sleepHours" = ${pick('sleepHours', overwrite)}, "calories" = ${pick('calories', overwrite)},
          "caloriesKind" = ${kindOfPicked(overwrite)}, "source" = ${keepsManual(overwrite)}, "updatedAt" = now()
        WHERE (w."steps", w."sleepHours", w."calories", w."caloriesKind", w."source") IS DISTINCT FROM
          (${pick('steps', overwrite)}, ${pick('sleepHours', overwrite)}, ${pick('calories', overwrite)}, ${kindOfPicked(overwrite)}, ${keepsManual(overwrite)})
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

/** The kind of whichever calories figure `pick` keeps: the imported one's when it wins, else the day's own. */
function kindOfPicked(overwrite: boolean): Prisma.Sql {
  const importedWins = overwrite
    ? Prisma.sql`EXCLUDED."calories" IS NOT NULL`
    : Prisma.sql`EXCLUDED."calories" IS NOT NULL AND (w."source" <> 'manual' OR w."calories" IS NULL)`;
  return Prisma.sql`CASE WHEN ${importedWins} THEN EXCLUDED."caloriesKind" ELSE w."caloriesKind" END`;
}

const keepsManual = (overwrite: boolean) => (overwrite ? Prisma.sql`'apple_health'` : Prisma.sql`w."source"`);
