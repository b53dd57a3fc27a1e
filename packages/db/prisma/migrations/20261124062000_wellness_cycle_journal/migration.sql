-- Wellness goals, cycle tracking and the journal (issue 20). Hand edits beside Prisma's output:
--   * "JournalEntry"."search" and "gratitudeSearch" are generated tsvectors built like the notes' columns
--     (docs/decisions/1101-notes-full-text-search.md, 2004-journal.md); the schema declares them Unsupported with the
--     expressions repeated as their defaults. pg_trgm already exists (notes migration).
--   * CHECK constraints repeat the API bounds.

-- CreateTable
CREATE TABLE "WellnessGoals" (
    "userId" TEXT NOT NULL,
    "steps" INTEGER NOT NULL DEFAULT 10000,
    "sleepHours" DECIMAL(3,1) NOT NULL DEFAULT 8,
    "calories" INTEGER NOT NULL DEFAULT 2000,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WellnessGoals_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CycleDay" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "flow" TEXT,
    "symptoms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "notes" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT 'manual',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CycleDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JournalEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "mood" INTEGER,
    "gratitude" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "prompt" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Same word rule as "Note" (services/core/src/lib/full-text.ts); the gratitude line plays the title's part.
    "search" tsvector GENERATED ALWAYS AS (
        to_tsvector('simple'::regconfig, regexp_replace(lower(("gratitude" || ' ' || "content") COLLATE "und-x-icu"), '[^[:alnum:]]+', ' ', 'g'))
    ) STORED,
    "gratitudeSearch" tsvector GENERATED ALWAYS AS (
        to_tsvector('simple'::regconfig, regexp_replace(lower("gratitude" COLLATE "und-x-icu"), '[^[:alnum:]]+', ' ', 'g'))
    ) STORED,

    CONSTRAINT "JournalEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CycleDay_userId_date_key" ON "CycleDay"("userId", "date");

-- CreateIndex
CREATE INDEX "JournalEntry_userId_date_createdAt_id_idx" ON "JournalEntry"("userId", "date" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "JournalEntry_search_idx" ON "JournalEntry" USING GIN ("search");

-- CreateIndex
CREATE INDEX "JournalEntry_gratitudeSearch_idx" ON "JournalEntry" USING GIN ("gratitudeSearch");

-- CreateIndex
CREATE INDEX "JournalEntry_gratitude_idx" ON "JournalEntry" USING GIN ("gratitude" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "JournalEntry_tags_idx" ON "JournalEntry" USING GIN ("tags");

-- AddForeignKey
ALTER TABLE "WellnessGoals" ADD CONSTRAINT "WellnessGoals_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CycleDay" ADD CONSTRAINT "CycleDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "WellnessGoals" ADD CONSTRAINT "WellnessGoals_values_check" CHECK (
  "steps" BETWEEN 1 AND 100000 AND "calories" BETWEEN 1 AND 20000
  AND "sleepHours" BETWEEN 1 AND 24 AND "sleepHours" * 2 = trunc("sleepHours" * 2));
ALTER TABLE "CycleDay" ADD CONSTRAINT "CycleDay_values_check" CHECK (
  ("flow" IS NULL OR "flow" IN ('spotting', 'light', 'medium', 'heavy'))
  AND "source" IN ('manual', 'apple_health') AND length("notes") <= 1000);
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_values_check" CHECK (
  ("mood" IS NULL OR "mood" BETWEEN 1 AND 5) AND length("gratitude") <= 500 AND length("content") <= 20000);
