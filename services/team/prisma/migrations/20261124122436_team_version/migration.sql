-- AlterTable
ALTER TABLE "Team" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- Team."version" is bumped in the transaction of every change to what other services and the coach's dashboard read
-- of a team: the team row itself, its season settings, memberships, invitations and activity, and the profile of any
-- of its members. Caches keyed by it (docs/decisions/014) cannot miss a write path: the database does the bumping.

-- The team row: any update that does not set the version itself bumps it.
CREATE FUNCTION "team_version_on_team_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."version" = OLD."version" THEN
    NEW."version" := OLD."version" + 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "team_version_on_team_update" BEFORE UPDATE ON "Team"
  FOR EACH ROW EXECUTE FUNCTION "team_version_on_team_update"();

-- Rows that belong to a team (teamId): the team before and after the change.
CREATE FUNCTION "team_version_on_team_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "Team" SET "version" = "version" + 1 WHERE "id" = OLD."teamId";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."teamId" IS DISTINCT FROM OLD."teamId") THEN
    UPDATE "Team" SET "version" = "version" + 1 WHERE "id" = NEW."teamId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "team_version_on_membership" AFTER INSERT OR UPDATE OR DELETE ON "Membership"
  FOR EACH ROW EXECUTE FUNCTION "team_version_on_team_row"();
CREATE TRIGGER "team_version_on_season_settings" AFTER INSERT OR UPDATE OR DELETE ON "SeasonSettings"
  FOR EACH ROW EXECUTE FUNCTION "team_version_on_team_row"();
CREATE TRIGGER "team_version_on_invitation" AFTER INSERT OR UPDATE OR DELETE ON "Invitation"
  FOR EACH ROW EXECUTE FUNCTION "team_version_on_team_row"();
CREATE TRIGGER "team_version_on_activity" AFTER INSERT OR UPDATE OR DELETE ON "Activity"
  FOR EACH ROW EXECUTE FUNCTION "team_version_on_team_row"();

-- A user's profile as teams show it: every team the user belongs to.
CREATE FUNCTION "team_version_on_user_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Team" SET "version" = "version" + 1 WHERE "id" IN (SELECT "teamId" FROM "Membership" WHERE "userId" = NEW."id");
  RETURN NULL;
END $$;
CREATE TRIGGER "team_version_on_user_update" AFTER UPDATE ON "User"
  FOR EACH ROW
  WHEN ((OLD."email", OLD."firstName", OLD."lastName", OLD."userType", OLD."phone", OLD."position", OLD."height", OLD."weight", OLD."age")
    IS DISTINCT FROM (NEW."email", NEW."firstName", NEW."lastName", NEW."userType", NEW."phone", NEW."position", NEW."height", NEW."weight", NEW."age"))
  EXECUTE FUNCTION "team_version_on_user_update"();
