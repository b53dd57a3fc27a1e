-- Team chat (issue 19): device public keys, passphrase backups, team key versions and their wraps, ciphertext messages
-- (docs/decisions/1901-team-chat-end-to-end-encryption.md, 1902-team-chat-transport.md).

-- CreateTable
CREATE TABLE "E2eDeviceKey" (
    "userId" TEXT NOT NULL,
    "ecdhPublicKey" TEXT NOT NULL,
    "signingPublicKey" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "E2eDeviceKey_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "E2eKeyBackup" (
    "userId" TEXT NOT NULL,
    "salt" TEXT NOT NULL,
    "iv" TEXT NOT NULL,
    "ciphertext" TEXT NOT NULL,
    "iterations" INTEGER NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "E2eKeyBackup_pkey" PRIMARY KEY ("userId"),
    CONSTRAINT "E2eKeyBackup_iterations_check" CHECK ("iterations" >= 600000)
);

-- CreateTable
CREATE TABLE "TeamKey" (
    "teamId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "createdBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retiredAt" TIMESTAMPTZ(3),

    CONSTRAINT "TeamKey_pkey" PRIMARY KEY ("teamId","version"),
    CONSTRAINT "TeamKey_version_check" CHECK ("version" >= 1)
);

-- CreateTable
CREATE TABLE "TeamKeyWrap" (
    "teamId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "wrappedKey" TEXT NOT NULL,
    "wrappedBy" TEXT NOT NULL,
    "wrapperPublicKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamKeyWrap_pkey" PRIMARY KEY ("teamId","version","userId")
);

-- CreateTable
CREATE TABLE "TeamMessage" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "teamId" TEXT NOT NULL,
    "senderId" TEXT,
    "authorId" TEXT NOT NULL,
    "signingKey" TEXT NOT NULL,
    "keyVersion" INTEGER NOT NULL,
    "iv" TEXT NOT NULL,
    "ciphertext" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TeamKeyWrap_userId_idx" ON "TeamKeyWrap"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMessage_seq_key" ON "TeamMessage"("seq");

-- CreateIndex
CREATE INDEX "TeamMessage_teamId_seq_idx" ON "TeamMessage"("teamId", "seq" DESC);

-- CreateIndex
CREATE INDEX "TeamMessage_senderId_idx" ON "TeamMessage"("senderId");

-- AddForeignKey
ALTER TABLE "E2eDeviceKey" ADD CONSTRAINT "E2eDeviceKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "E2eKeyBackup" ADD CONSTRAINT "E2eKeyBackup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamKey" ADD CONSTRAINT "TeamKey_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamKeyWrap" ADD CONSTRAINT "TeamKeyWrap_teamId_version_fkey" FOREIGN KEY ("teamId", "version") REFERENCES "TeamKey"("teamId", "version") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamKeyWrap" ADD CONSTRAINT "TeamKeyWrap_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMessage" ADD CONSTRAINT "TeamMessage_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMessage" ADD CONSTRAINT "TeamMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Whoever leaves a team, is removed, or deletes their account: the current team key is retired (the next message
-- needs a new version the departed member never receives), their wraps go, and open chat streams hear of it
-- ('r:<teamId>': ids only). A join is announced too, so an online member's browser shares the key.
CREATE FUNCTION fj_team_chat_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "TeamKey" SET "retiredAt" = CURRENT_TIMESTAMP WHERE "teamId" = OLD."teamId" AND "retiredAt" IS NULL;
    DELETE FROM "TeamKeyWrap" WHERE "teamId" = OLD."teamId" AND "userId" = OLD."userId";
    PERFORM pg_notify('team_chat', 'r:' || OLD."teamId");
    RETURN OLD;
  END IF;
  PERFORM pg_notify('team_chat', 'r:' || NEW."teamId");
  RETURN NEW;
END $$;
CREATE TRIGGER "TeamMember_team_chat_changed" AFTER INSERT OR DELETE ON "TeamMember"
  FOR EACH ROW EXECUTE FUNCTION fj_team_chat_member_changed();
