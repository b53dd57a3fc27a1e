-- CreateTable
CREATE TABLE "UserLayout" (
    "userId" TEXT NOT NULL,
    "layoutData" JSONB NOT NULL,
    "order" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserLayout_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "HomeFavorites" (
    "userId" TEXT NOT NULL,
    "favorites" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HomeFavorites_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "WellnessEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "steps" INTEGER,
    "sleepHours" DECIMAL(3,1),
    "calories" INTEGER,
    "mood" INTEGER,
    "source" TEXT NOT NULL DEFAULT 'manual',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WellnessEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WeeklyTarget" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "weekStartDate" DATE NOT NULL,
    "targetType" TEXT NOT NULL,
    "label" TEXT,
    "targetValue" DECIMAL(14,2) NOT NULL,
    "currentValue" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WeeklyTarget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Achievement" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "earnedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Achievement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WellnessEntry_userId_date_key" ON "WellnessEntry"("userId", "date");

-- CreateIndex
CREATE INDEX "WeeklyTarget_userId_weekStartDate_createdAt_idx" ON "WeeklyTarget"("userId", "weekStartDate", "createdAt");

-- CreateIndex
CREATE INDEX "Achievement_userId_earnedAt_idx" ON "Achievement"("userId", "earnedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Achievement_userId_kind_key" ON "Achievement"("userId", "kind");

-- AddForeignKey
ALTER TABLE "UserLayout" ADD CONSTRAINT "UserLayout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HomeFavorites" ADD CONSTRAINT "HomeFavorites_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WellnessEntry" ADD CONSTRAINT "WellnessEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WeeklyTarget" ADD CONSTRAINT "WeeklyTarget_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Achievement" ADD CONSTRAINT "Achievement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Bounds the API validates, kept by the database too (a bug elsewhere cannot store an impossible day or target).
ALTER TABLE "WellnessEntry" ADD CONSTRAINT "WellnessEntry_values_check" CHECK (
  ("steps" IS NULL OR "steps" BETWEEN 0 AND 200000)
  AND ("sleepHours" IS NULL OR ("sleepHours" BETWEEN 0 AND 24 AND "sleepHours" * 2 = trunc("sleepHours" * 2)))
  AND ("calories" IS NULL OR "calories" BETWEEN 0 AND 20000)
  AND ("mood" IS NULL OR "mood" BETWEEN 1 AND 5)
  AND "source" IN ('manual', 'apple_health'));
ALTER TABLE "WeeklyTarget" ADD CONSTRAINT "WeeklyTarget_type_check" CHECK (
  "targetType" IN ('content_posts', 'new_followers', 'workouts', 'revenue', 'meetings', 'custom')
  AND ("targetType" <> 'custom' OR "label" IS NOT NULL)
  AND EXTRACT(ISODOW FROM "weekStartDate") = 1
  AND "targetValue" > 0 AND "currentValue" >= 0);
