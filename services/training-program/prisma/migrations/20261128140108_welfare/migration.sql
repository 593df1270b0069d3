-- AlterTable
ALTER TABLE "ReadinessCheckIn" ADD COLUMN     "symptoms" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "WelfareCase" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "teamId" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'concussion',
    "occurredOn" TEXT NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL,
    "recordedById" TEXT NOT NULL,
    "recordedByRole" TEXT NOT NULL,
    "recordedByName" TEXT NOT NULL,
    "symptoms" JSONB NOT NULL,
    "notes" TEXT,
    "eventId" TEXT,
    "union" TEXT NOT NULL,
    "ageGroup" TEXT NOT NULL,
    "earliestReturn" TEXT NOT NULL,
    "clearances" JSONB NOT NULL DEFAULT '[]',
    "withdrawnAt" TIMESTAMP(3),
    "withdrawnBy" TEXT,
    "withdrawnReason" TEXT,
    "returnedOn" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WelfareCase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WelfareSymptomReport" (
    "id" TEXT NOT NULL,
    "caseId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "firstReportedAt" TIMESTAMP(3) NOT NULL,
    "reportedAt" TIMESTAMP(3) NOT NULL,
    "symptoms" JSONB NOT NULL,
    "notes" TEXT,

    CONSTRAINT "WelfareSymptomReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamWelfareSettings" (
    "teamId" TEXT NOT NULL,
    "union" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamWelfareSettings_pkey" PRIMARY KEY ("teamId")
);

-- CreateIndex
CREATE INDEX "WelfareCase_playerId_returnedOn_idx" ON "WelfareCase"("playerId", "returnedOn");

-- CreateIndex
CREATE INDEX "WelfareCase_teamId_returnedOn_idx" ON "WelfareCase"("teamId", "returnedOn");

-- CreateIndex
CREATE UNIQUE INDEX "WelfareSymptomReport_caseId_date_key" ON "WelfareSymptomReport"("caseId", "date");

-- AddForeignKey
ALTER TABLE "WelfareSymptomReport" ADD CONSTRAINT "WelfareSymptomReport_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "WelfareCase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open protocol per player (not returned, not withdrawn): a second record while one runs is refused (409), even
-- when two arrive at once.
CREATE UNIQUE INDEX "WelfareCase_one_open_per_player" ON "WelfareCase"("playerId") WHERE "returnedOn" IS NULL AND "withdrawnAt" IS NULL;

-- A player's protocol decides their day: its changes are announced like their training logs' (player_row_notifications).
CREATE TRIGGER "notify_player_rows" AFTER INSERT OR UPDATE OR DELETE ON "WelfareCase"
  FOR EACH ROW EXECUTE FUNCTION "notify_player_rows"();
CREATE TRIGGER "notify_player_rows" AFTER INSERT OR UPDATE OR DELETE ON "WelfareSymptomReport"
  FOR EACH ROW EXECUTE FUNCTION "notify_player_rows"();
CREATE TRIGGER "notify_all_player_rows" AFTER TRUNCATE ON "WelfareCase"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_player_rows"();
CREATE TRIGGER "notify_all_player_rows" AFTER TRUNCATE ON "WelfareSymptomReport"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_player_rows"();
