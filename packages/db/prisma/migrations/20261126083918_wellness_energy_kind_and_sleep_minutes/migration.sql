-- wellness energy kind and sleep minutes: Prisma's SQL for the change to schema.prisma since HEAD.
-- Hand-written additions (CHECKs, triggers, generated columns) go below, each also listed in
-- packages/db/test/drift/migration-only.ts; see packages/db/README.md.

-- AlterTable
ALTER TABLE "WellnessEntry" ADD COLUMN     "caloriesKind" TEXT,
ALTER COLUMN "sleepHours" SET DATA TYPE DECIMAL(6,4);

-- AlterTable
ALTER TABLE "WellnessGoals" ADD COLUMN     "activeCalories" INTEGER NOT NULL DEFAULT 500;

-- Hand-written: figures stored before this were compared with the total-energy goal; they keep that meaning.
UPDATE "WellnessEntry" SET "caloriesKind" = 'total' WHERE "calories" IS NOT NULL;

-- The database's bounds follow the API's (docs/decisions/2805): sleep to the minute instead of the half hour, the
-- calories' kind only beside a figure, an active-energy goal.
ALTER TABLE "WellnessEntry" DROP CONSTRAINT "WellnessEntry_values_check";
ALTER TABLE "WellnessEntry" ADD CONSTRAINT "WellnessEntry_values_check" CHECK (
  ("steps" IS NULL OR "steps" BETWEEN 0 AND 200000)
  AND ("sleepHours" IS NULL OR "sleepHours" BETWEEN 0 AND 24)
  AND ("calories" IS NULL OR "calories" BETWEEN 0 AND 20000)
  AND (("calories" IS NULL AND "caloriesKind" IS NULL) OR "caloriesKind" IN ('active', 'total'))
  AND ("mood" IS NULL OR "mood" BETWEEN 1 AND 5)
  AND "source" IN ('manual', 'apple_health'));
ALTER TABLE "WellnessGoals" DROP CONSTRAINT "WellnessGoals_values_check";
ALTER TABLE "WellnessGoals" ADD CONSTRAINT "WellnessGoals_values_check" CHECK (
  "steps" BETWEEN 1 AND 100000 AND "calories" BETWEEN 1 AND 20000 AND "activeCalories" BETWEEN 1 AND 20000
  AND "sleepHours" BETWEEN 1 AND 24 AND "sleepHours" * 2 = trunc("sleepHours" * 2));
