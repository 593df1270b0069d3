-- AlterTable
ALTER TABLE "TrainingLog" ADD COLUMN     "adjustment" TEXT,
ADD COLUMN     "dropped" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "plannedItem" JSONB,
ADD COLUMN     "source" TEXT,
ADD COLUMN     "teamTrainingId" TEXT;

-- A push (or its end) changes the squad's session of every player of the team: cached player days are forgotten
-- ('*', as for TRUNCATE; pushes are rare), and the next read rewrites today's unfinished plan (player-day.ts).
CREATE TRIGGER "notify_all_player_rows" AFTER INSERT OR UPDATE OR DELETE ON "ProgramDistribution"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_player_rows"();
