-- delivery outcomes: Prisma's SQL for the change to schema.prisma since HEAD.
-- Hand-written additions (CHECKs, triggers, generated columns) go below, each also listed in
-- packages/db/test/drift/migration-only.ts; see packages/db/README.md.

-- AlterTable
ALTER TABLE "AdminMessage" ADD COLUMN     "delivered" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "failed" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PushSubscription" ADD COLUMN     "failures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastFailure" TEXT,
ADD COLUMN     "lastFailureAt" TIMESTAMPTZ(3);

-- Readiness (docs/decisions/2902-degrade-never-500.md): the application role may not read the migration history, so
-- /readyz asks this function, which runs as the schema owner and answers only the names of the applied migrations.
-- plpgsql: its body is checked when called, so the function can be created where the history table is missing
-- (it then answers nothing).
CREATE FUNCTION fj_applied_migrations() RETURNS SETOF text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF to_regclass('public._prisma_migrations') IS NULL THEN RETURN; END IF;
  RETURN QUERY SELECT migration_name::text FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL;
END $$;
