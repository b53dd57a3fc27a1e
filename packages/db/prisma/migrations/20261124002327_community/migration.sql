-- CreateTable
CREATE TABLE "CommunityPost" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'general',
    "isPinned" BOOLEAN NOT NULL DEFAULT false,
    "likesCount" INTEGER NOT NULL DEFAULT 0,
    "commentsCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMPTZ(3),
    "hiddenAt" TIMESTAMPTZ(3),

    CONSTRAINT "CommunityPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostLike" (
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostLike_pkey" PRIMARY KEY ("postId","userId")
);

-- CreateTable
CREATE TABLE "PostComment" (
    "id" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PostComment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostBookmark" (
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostBookmark_pkey" PRIMARY KEY ("postId","userId")
);

-- CreateTable
CREATE TABLE "PostReport" (
    "id" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PostReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CommunityPost_isPinned_createdAt_id_idx" ON "CommunityPost"("isPinned", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CommunityPost_category_isPinned_createdAt_id_idx" ON "CommunityPost"("category", "isPinned", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CommunityPost_userId_createdAt_idx" ON "CommunityPost"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PostLike_userId_createdAt_idx" ON "PostLike"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PostComment_postId_createdAt_id_idx" ON "PostComment"("postId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "PostComment_userId_createdAt_idx" ON "PostComment"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PostBookmark_userId_postId_idx" ON "PostBookmark"("userId", "postId");

-- CreateIndex
CREATE INDEX "PostReport_userId_idx" ON "PostReport"("userId");

-- CreateIndex
CREATE INDEX "PostReport_resolvedAt_createdAt_idx" ON "PostReport"("resolvedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PostReport_postId_userId_key" ON "PostReport"("postId", "userId");

-- AddForeignKey
ALTER TABLE "CommunityPost" ADD CONSTRAINT "CommunityPost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostLike" ADD CONSTRAINT "PostLike_postId_fkey" FOREIGN KEY ("postId") REFERENCES "CommunityPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostLike" ADD CONSTRAINT "PostLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostComment" ADD CONSTRAINT "PostComment_postId_fkey" FOREIGN KEY ("postId") REFERENCES "CommunityPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostComment" ADD CONSTRAINT "PostComment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostBookmark" ADD CONSTRAINT "PostBookmark_postId_fkey" FOREIGN KEY ("postId") REFERENCES "CommunityPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostBookmark" ADD CONSTRAINT "PostBookmark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostReport" ADD CONSTRAINT "PostReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "CommunityPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostReport" ADD CONSTRAINT "PostReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- likesCount and commentsCount follow the PostLike and PostComment rows in the same transaction, whoever changes
-- them: the like toggle, a new or deleted comment, and the cascades of a deleted post or a deleted account (issue 14
-- deletes a User; its likes and comments on other members' posts go by ON DELETE CASCADE and these triggers fire for
-- those deletes too). Statement-level with transition tables: one UPDATE per statement, grouped by post, however many
-- rows the statement touched (a deleted account with thousands of likes is one UPDATE, not thousands).
-- docs/decisions/1201-community-counters-and-feed.md
CREATE FUNCTION fj_community_count_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CommunityPost" AS p
  SET "likesCount" = p."likesCount" + CASE TG_OP WHEN 'INSERT' THEN d.n ELSE -d.n END
  FROM (SELECT "postId", count(*)::int AS n FROM changed GROUP BY "postId") AS d
  WHERE p."id" = d."postId";
  RETURN NULL;
END $$;

CREATE FUNCTION fj_community_count_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CommunityPost" AS p
  SET "commentsCount" = p."commentsCount" + CASE TG_OP WHEN 'INSERT' THEN d.n ELSE -d.n END
  FROM (SELECT "postId", count(*)::int AS n FROM changed GROUP BY "postId") AS d
  WHERE p."id" = d."postId";
  RETURN NULL;
END $$;

CREATE TRIGGER "PostLike_count_insert" AFTER INSERT ON "PostLike"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fj_community_count_likes();
CREATE TRIGGER "PostLike_count_delete" AFTER DELETE ON "PostLike"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fj_community_count_likes();
CREATE TRIGGER "PostComment_count_insert" AFTER INSERT ON "PostComment"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fj_community_count_comments();
CREATE TRIGGER "PostComment_count_delete" AFTER DELETE ON "PostComment"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fj_community_count_comments();
