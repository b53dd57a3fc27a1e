-- CreateTable
CREATE TABLE "ContentPlan" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "businessId" TEXT,
    "accountId" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "contentType" TEXT NOT NULL,
    "scheduledDate" TIMESTAMPTZ(3),
    "isCompleted" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentPlan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentPlan_userId_scheduledDate_createdAt_id_idx" ON "ContentPlan"("userId", "scheduledDate" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContentPlan_businessId_userId_scheduledDate_createdAt_id_idx" ON "ContentPlan"("businessId", "userId", "scheduledDate" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContentPlan_userId_completedAt_idx" ON "ContentPlan"("userId", "completedAt");

-- CreateIndex
CREATE INDEX "BusinessMetric_userId_date_businessId_idx" ON "BusinessMetric"("userId", "date", "businessId");

-- AddForeignKey
ALTER TABLE "ContentPlan" ADD CONSTRAINT "ContentPlan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentPlan" ADD CONSTRAINT "ContentPlan_businessId_userId_fkey" FOREIGN KEY ("businessId", "userId") REFERENCES "Business"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;
