-- CreateTable
CREATE TABLE "Business" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "color" TEXT NOT NULL DEFAULT 'blue',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Business_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessMetric" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "revenue" DECIMAL(14,2) NOT NULL,
    "clients" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessMetric_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeetingNote" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "businessId" TEXT,
    "title" TEXT NOT NULL,
    "meetingDate" TIMESTAMPTZ(3) NOT NULL,
    "duration" INTEGER,
    "attendees" TEXT,
    "meetingType" TEXT NOT NULL DEFAULT 'client',
    "outcome" TEXT NOT NULL DEFAULT 'positive',
    "location" TEXT,
    "notes" TEXT,
    "actionItems" TEXT,
    "followUpDate" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetingNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessActionItem" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "priority" TEXT NOT NULL DEFAULT 'medium',
    "dueDate" DATE,
    "assignedTo" TEXT,
    "status" TEXT NOT NULL DEFAULT 'todo',
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BusinessActionItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GrowthIdea" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "category" TEXT NOT NULL DEFAULT 'marketing',
    "priority" TEXT NOT NULL DEFAULT 'medium',
    "potentialRevenue" DECIMAL(14,2),
    "implementationEffort" TEXT NOT NULL DEFAULT 'medium',
    "status" TEXT NOT NULL DEFAULT 'brainstorming',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GrowthIdea_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Business_userId_sortOrder_createdAt_idx" ON "Business"("userId", "sortOrder", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Business_id_userId_key" ON "Business"("id", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessMetric_businessId_userId_date_key" ON "BusinessMetric"("businessId", "userId", "date");

-- CreateIndex
CREATE INDEX "MeetingNote_userId_meetingDate_idx" ON "MeetingNote"("userId", "meetingDate" DESC);

-- CreateIndex
CREATE INDEX "MeetingNote_businessId_userId_meetingDate_idx" ON "MeetingNote"("businessId", "userId", "meetingDate" DESC);

-- CreateIndex
CREATE INDEX "BusinessActionItem_businessId_userId_createdAt_idx" ON "BusinessActionItem"("businessId", "userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "GrowthIdea_businessId_userId_createdAt_idx" ON "GrowthIdea"("businessId", "userId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Business" ADD CONSTRAINT "Business_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessMetric" ADD CONSTRAINT "BusinessMetric_businessId_userId_fkey" FOREIGN KEY ("businessId", "userId") REFERENCES "Business"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingNote" ADD CONSTRAINT "MeetingNote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingNote" ADD CONSTRAINT "MeetingNote_businessId_userId_fkey" FOREIGN KEY ("businessId", "userId") REFERENCES "Business"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessActionItem" ADD CONSTRAINT "BusinessActionItem_businessId_userId_fkey" FOREIGN KEY ("businessId", "userId") REFERENCES "Business"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrowthIdea" ADD CONSTRAINT "GrowthIdea_businessId_userId_fkey" FOREIGN KEY ("businessId", "userId") REFERENCES "Business"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;
