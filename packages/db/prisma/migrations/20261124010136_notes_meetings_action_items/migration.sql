-- Notes, agenda templates and personal action items (issue 11). Hand edits beside Prisma's output, explained in
-- docs/decisions/1101-notes-full-text-search.md:
--   * pg_trgm, for substring matches in note titles (a trusted extension: the schema owner may create it);
--   * "Note"."search" and "Note"."titleSearch" are generated tsvectors, which Prisma cannot express (the schema
--     declares them Unsupported, with the expressions repeated as their defaults so that migrate dev sees no drift).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateTable
CREATE TABLE "Note" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'general',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "isPinned" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Words are runs of letters and digits, lower-cased by Unicode rules whatever the database's locale (the ICU root
    -- collation: a cluster initialised with --no-locale folds only ASCII); the search text is split and folded the
    -- same way (services/core/src/notes/search.ts). "search" holds the title's and the content's words.
    "search" tsvector GENERATED ALWAYS AS (
        to_tsvector('simple'::regconfig, regexp_replace(lower(("title" || ' ' || "content") COLLATE "und-x-icu"), '[^[:alnum:]]+', ' ', 'g'))
    ) STORED,
    "titleSearch" tsvector GENERATED ALWAYS AS (
        to_tsvector('simple'::regconfig, regexp_replace(lower("title" COLLATE "und-x-icu"), '[^[:alnum:]]+', ' ', 'g'))
    ) STORED,

    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeetingAgendaTemplate" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "businessId" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "templateType" TEXT NOT NULL DEFAULT 'team',
    "defaultDuration" INTEGER NOT NULL,
    "agendaItems" JSONB NOT NULL,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "defaultPosition" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetingAgendaTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeetingAgendaTemplateSeed" (
    "userId" TEXT NOT NULL,
    "seededAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetingAgendaTemplateSeed_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "UserActionItem" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "priority" TEXT NOT NULL DEFAULT 'medium',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "dueDate" DATE,
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserActionItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Note_userId_isPinned_updatedAt_id_idx" ON "Note"("userId", "isPinned" DESC, "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Note_userId_category_isPinned_updatedAt_id_idx" ON "Note"("userId", "category", "isPinned" DESC, "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Note_search_idx" ON "Note" USING GIN ("search");

-- CreateIndex
CREATE INDEX "Note_titleSearch_idx" ON "Note" USING GIN ("titleSearch");

-- CreateIndex
CREATE INDEX "Note_title_idx" ON "Note" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Note_tags_idx" ON "Note" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "MeetingAgendaTemplate_userId_createdAt_idx" ON "MeetingAgendaTemplate"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "MeetingAgendaTemplate_businessId_userId_idx" ON "MeetingAgendaTemplate"("businessId", "userId");

-- CreateIndex
CREATE INDEX "UserActionItem_userId_createdAt_idx" ON "UserActionItem"("userId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingAgendaTemplate" ADD CONSTRAINT "MeetingAgendaTemplate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingAgendaTemplate" ADD CONSTRAINT "MeetingAgendaTemplate_businessId_userId_fkey" FOREIGN KEY ("businessId", "userId") REFERENCES "Business"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingAgendaTemplateSeed" ADD CONSTRAINT "MeetingAgendaTemplateSeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserActionItem" ADD CONSTRAINT "UserActionItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
