-- notes search per user: Prisma's SQL for the change to schema.prisma since HEAD.
-- Hand-written additions (CHECKs, triggers, generated columns) go below, each also listed in
-- packages/db/test/drift/migration-only.ts; see packages/db/README.md.

-- Hand-written: btree_gin lets a GIN index lead with "userId" (docs/decisions/2806). It is a trusted extension, so
-- the schema owner creates it, as it creates pg_trgm (an external database needs the contrib modules installed).
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- DropIndex
DROP INDEX "Note_search_idx";

-- DropIndex
DROP INDEX "Note_titleSearch_idx";

-- DropIndex
DROP INDEX "Note_title_idx";

-- CreateIndex
CREATE INDEX "Note_userId_search_idx" ON "Note" USING GIN ("userId" text_ops, "search");

-- CreateIndex
CREATE INDEX "Note_userId_titleSearch_idx" ON "Note" USING GIN ("userId" text_ops, "titleSearch");

-- CreateIndex
CREATE INDEX "Note_userId_title_idx" ON "Note" USING GIN ("userId" text_ops, "title" gin_trgm_ops);
