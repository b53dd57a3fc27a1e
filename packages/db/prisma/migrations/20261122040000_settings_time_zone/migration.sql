-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';
