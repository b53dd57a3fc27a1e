-- Team chat with verified keys (docs/decisions/3201-team-chat-protocol.md): several devices per person, signed
-- device links, member lists, key versions and wraps, messages bound to their sender's device chain.
--
-- A clean cut (docs/decisions/3203-team-chat-protocol-migration.md): keys distributed by the old protocol were never
-- verified (the server could have chosen them), so they and the messages under them cannot be shown as anyone's
-- words. Teams that had chat data get chatResetAt (the chat says so once); the old keys, wraps, backups (which hold
-- only old team keys) and messages go before the columns change.
-- AlterTable
ALTER TABLE "Team" ADD COLUMN     "chatResetAt" TIMESTAMPTZ(3);

UPDATE "Team" t SET "chatResetAt" = CURRENT_TIMESTAMP
  WHERE EXISTS (SELECT 1 FROM "TeamKey" k WHERE k."teamId" = t."id")
     OR EXISTS (SELECT 1 FROM "TeamMessage" m WHERE m."teamId" = t."id");
DELETE FROM "TeamMessage";
DELETE FROM "TeamKeyWrap";
DELETE FROM "TeamKey";
DELETE FROM "E2eKeyBackup";

-- DropForeignKey
ALTER TABLE "E2eDeviceKey" DROP CONSTRAINT "E2eDeviceKey_userId_fkey";

-- DropIndex
DROP INDEX "TeamMessage_senderId_idx";

-- AlterTable
ALTER TABLE "TeamKey" ADD COLUMN     "creatorDeviceId" UUID NOT NULL,
ADD COLUMN     "signature" TEXT NOT NULL,
ADD COLUMN     "statement" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "TeamKeyWrap" DROP CONSTRAINT "TeamKeyWrap_pkey",
DROP COLUMN "wrapperPublicKey",
ADD COLUMN     "deviceId" UUID NOT NULL,
ADD COLUMN     "signature" TEXT NOT NULL,
ADD COLUMN     "wrapperDeviceId" UUID NOT NULL,
ADD CONSTRAINT "TeamKeyWrap_pkey" PRIMARY KEY ("teamId", "version", "deviceId", "wrapperDeviceId");

-- AlterTable
ALTER TABLE "TeamMessage" DROP COLUMN "signature",
ADD COLUMN     "deviceId" UUID NOT NULL;

-- DropTable
DROP TABLE "E2eDeviceKey";

-- CreateTable
CREATE TABLE "E2eDevice" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "ecdhPublicKey" TEXT NOT NULL,
    "signingPublicKey" TEXT NOT NULL,
    "selfSignature" TEXT NOT NULL,
    "linkedBy" UUID,
    "certificate" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "E2eDevice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "E2eDeviceLink" (
    "userId" TEXT NOT NULL,
    "initiatorId" UUID NOT NULL,
    "initiatorMac" TEXT NOT NULL,
    "claim" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "E2eDeviceLink_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "TeamChatRoster" (
    "teamId" TEXT NOT NULL,
    "epoch" INTEGER NOT NULL,
    "statement" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamChatRoster_pkey" PRIMARY KEY ("teamId","epoch")
);

-- CreateIndex
CREATE INDEX "E2eDevice_userId_idx" ON "E2eDevice"("userId");

-- CreateIndex
CREATE INDEX "TeamKeyWrap_deviceId_idx" ON "TeamKeyWrap"("deviceId");

-- CreateIndex
CREATE INDEX "TeamMessage_senderId_teamId_createdAt_idx" ON "TeamMessage"("senderId", "teamId", "createdAt");

-- AddForeignKey
ALTER TABLE "E2eDevice" ADD CONSTRAINT "E2eDevice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "E2eDeviceLink" ADD CONSTRAINT "E2eDeviceLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamChatRoster" ADD CONSTRAINT "TeamChatRoster_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamKeyWrap" ADD CONSTRAINT "TeamKeyWrap_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "E2eDevice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
