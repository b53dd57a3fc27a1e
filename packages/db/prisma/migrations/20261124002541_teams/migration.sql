-- CreateTable
CREATE TABLE "Team" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "maxMembers" INTEGER NOT NULL DEFAULT 10,
    "inviteCode" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "teamId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("teamId","userId")
);

-- CreateTable
CREATE TABLE "TeamGoal" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "targetValue" INTEGER NOT NULL,
    "currentValue" INTEGER NOT NULL DEFAULT 0,
    "dueDate" DATE,
    "completedAt" TIMESTAMPTZ(3),
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamGoal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Team_inviteCode_key" ON "Team"("inviteCode");

-- CreateIndex
CREATE INDEX "Team_ownerId_idx" ON "Team"("ownerId");

-- CreateIndex
CREATE INDEX "TeamMember_userId_joinedAt_idx" ON "TeamMember"("userId", "joinedAt" DESC);

-- CreateIndex
CREATE INDEX "TeamGoal_teamId_createdAt_idx" ON "TeamGoal"("teamId", "createdAt");

-- CreateIndex
CREATE INDEX "TeamGoal_createdBy_idx" ON "TeamGoal"("createdBy");

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamGoal" ADD CONSTRAINT "TeamGoal_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamGoal" ADD CONSTRAINT "TeamGoal_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- Hand-written (issue 13, docs/decisions/1301-team-membership-and-ownership.md).
-- ---------------------------------------------------------------------------

-- What the API validates, held by the database too.
ALTER TABLE "Team" ADD CONSTRAINT "Team_maxMembers_check" CHECK ("maxMembers" BETWEEN 2 AND 50);
ALTER TABLE "Team" ADD CONSTRAINT "Team_inviteCode_check" CHECK ("inviteCode" ~ '^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$');
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_role_check" CHECK ("role" IN ('owner', 'admin', 'member'));
ALTER TABLE "TeamGoal" ADD CONSTRAINT "TeamGoal_values_check" CHECK ("targetValue" BETWEEN 1 AND 1000000000 AND "currentValue" BETWEEN 0 AND 1000000000);

-- One owner per team, and it is Team.ownerId: checked when the transaction commits (a transfer or a new team
-- passes through states where it does not hold yet). A team that no longer exists has nothing to check.
CREATE FUNCTION fj_check_team_owner(team_id text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner_id text;
  owners int;
  owner_role text;
BEGIN
  SELECT "ownerId" INTO owner_id FROM "Team" WHERE "id" = team_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT count(*) FILTER (WHERE "role" = 'owner'), max("role") FILTER (WHERE "userId" = owner_id)
    INTO owners, owner_role
    FROM "TeamMember" WHERE "teamId" = team_id;
  IF owners <> 1 OR owner_role IS DISTINCT FROM 'owner' THEN
    RAISE EXCEPTION 'team % must have exactly one owner, the member named by "ownerId"', team_id USING ERRCODE = 'check_violation';
  END IF;
END $$;

CREATE FUNCTION fj_check_team_owner_of_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fj_check_team_owner(NEW."id");
  RETURN NULL;
END $$;

CREATE FUNCTION fj_check_team_owner_of_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fj_check_team_owner(COALESCE(NEW."teamId", OLD."teamId"));
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "Team_owner_is_member"
  AFTER INSERT OR UPDATE OF "ownerId" ON "Team"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION fj_check_team_owner_of_team();

CREATE CONSTRAINT TRIGGER "TeamMember_one_owner"
  AFTER INSERT OR UPDATE OR DELETE ON "TeamMember"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION fj_check_team_owner_of_member();

-- Account deletion (the BFF deletes the "User" row): before the row goes, each team the user owns passes to its
-- longest-standing admin, else its longest-standing member; a team with no one else is deleted (its goals with it).
-- Their memberships then go by the foreign key's ON DELETE CASCADE, and goals they created keep a null "createdBy".
CREATE FUNCTION fj_teams_before_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owned record;
  successor text;
BEGIN
  FOR owned IN SELECT "id" FROM "Team" WHERE "ownerId" = OLD."id" ORDER BY "id" FOR UPDATE LOOP
    SELECT "userId" INTO successor FROM "TeamMember"
      WHERE "teamId" = owned."id" AND "userId" <> OLD."id"
      ORDER BY ("role" = 'admin') DESC, "joinedAt", "userId"
      LIMIT 1;
    IF successor IS NULL THEN
      DELETE FROM "Team" WHERE "id" = owned."id";
    ELSE
      DELETE FROM "TeamMember" WHERE "teamId" = owned."id" AND "userId" = OLD."id";
      UPDATE "TeamMember" SET "role" = 'owner' WHERE "teamId" = owned."id" AND "userId" = successor;
      UPDATE "Team" SET "ownerId" = successor WHERE "id" = owned."id";
    END IF;
  END LOOP;
  RETURN OLD;
END $$;

CREATE TRIGGER "User_hand_on_teams"
  BEFORE DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION fj_teams_before_user_delete();
