-- CreateTable
CREATE TABLE "PodcastEpisode" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "guid" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "link" TEXT,
    "publishedAt" TIMESTAMPTZ(3),
    "durationSeconds" INTEGER,

    CONSTRAINT "PodcastEpisode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedSubscription" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "siteUrl" TEXT,
    "title" TEXT NOT NULL,
    "folder" TEXT,
    "etag" TEXT,
    "lastModified" TEXT,
    "lastFetchedAt" TIMESTAMPTZ(3),
    "nextFetchAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "errorCount" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedItem" (
    "id" TEXT NOT NULL,
    "feedId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "guid" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "link" TEXT,
    "contentHtml" TEXT NOT NULL,
    "publishedAt" TIMESTAMPTZ(3) NOT NULL,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "isStarred" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PodcastEpisode_accountId_guid_key" ON "PodcastEpisode"("accountId", "guid");

-- CreateIndex
CREATE INDEX "PodcastEpisode_accountId_publishedAt_id_idx" ON "PodcastEpisode"("accountId", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "FeedSubscription_userId_url_key" ON "FeedSubscription"("userId", "url");

-- CreateIndex
CREATE INDEX "FeedSubscription_userId_folder_title_idx" ON "FeedSubscription"("userId", "folder", "title");

-- CreateIndex
CREATE INDEX "FeedSubscription_nextFetchAt_idx" ON "FeedSubscription"("nextFetchAt");

-- CreateIndex
CREATE UNIQUE INDEX "FeedItem_feedId_guid_key" ON "FeedItem"("feedId", "guid");

-- CreateIndex
CREATE INDEX "FeedItem_userId_publishedAt_id_idx" ON "FeedItem"("userId", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "FeedItem_userId_isRead_publishedAt_id_idx" ON "FeedItem"("userId", "isRead", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "FeedItem_userId_isRead_feedId_idx" ON "FeedItem"("userId", "isRead", "feedId");

-- CreateIndex
CREATE INDEX "FeedItem_userId_isStarred_publishedAt_id_idx" ON "FeedItem"("userId", "isStarred", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "FeedItem_feedId_publishedAt_id_idx" ON "FeedItem"("feedId", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "FeedItem_publishedAt_idx" ON "FeedItem"("publishedAt");

-- AddForeignKey
ALTER TABLE "PodcastEpisode" ADD CONSTRAINT "PodcastEpisode_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "SocialAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedSubscription" ADD CONSTRAINT "FeedSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "FeedSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
