-- CreateTable
CREATE TABLE "ApprovedProgram" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "programTitle" TEXT NOT NULL,
    "programContent" TEXT NOT NULL,
    "programType" TEXT NOT NULL,
    "customizationPrompt" TEXT,
    "approvedBy" TEXT NOT NULL,
    "approvedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "isPushed" BOOLEAN NOT NULL DEFAULT false,
    "pushedAt" TIMESTAMP(3),
    "pushedBy" TEXT,

    CONSTRAINT "ApprovedProgram_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProgramDistribution" (
    "id" TEXT NOT NULL,
    "programId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "contentSnapshot" TEXT NOT NULL,
    "startDate" TEXT NOT NULL,
    "endDate" TEXT,
    "firstDayNumber" INTEGER NOT NULL DEFAULT 1,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProgramDistribution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamTrainingCompletion" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "distributionId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "dayNumber" INTEGER NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamTrainingCompletion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrainingLog" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "teamId" TEXT,
    "date" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" TIMESTAMP(3),
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrainingLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ViewedLaw" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "lawId" TEXT NOT NULL,
    "viewedDate" TEXT NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ViewedLaw_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlayerProgram" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "teamId" TEXT,
    "weekStartDate" TEXT NOT NULL,
    "programData" JSONB NOT NULL,
    "playerPosition" TEXT,
    "seasonPhase" TEXT NOT NULL,
    "playerAge" INTEGER,
    "playerWeight" DOUBLE PRECISION,
    "playerHeight" DOUBLE PRECISION,
    "generatedBy" TEXT NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlayerProgram_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ApprovedProgram_teamId_approvedAt_idx" ON "ApprovedProgram"("teamId", "approvedAt");

-- CreateIndex
CREATE INDEX "ProgramDistribution_teamId_startDate_idx" ON "ProgramDistribution"("teamId", "startDate");

-- CreateIndex
CREATE INDEX "ProgramDistribution_programId_idx" ON "ProgramDistribution"("programId");

-- CreateIndex
CREATE INDEX "TeamTrainingCompletion_playerId_date_idx" ON "TeamTrainingCompletion"("playerId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "TeamTrainingCompletion_playerId_distributionId_date_key" ON "TeamTrainingCompletion"("playerId", "distributionId", "date");

-- CreateIndex
CREATE INDEX "TrainingLog_playerId_createdAt_idx" ON "TrainingLog"("playerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "TrainingLog_playerId_date_activityId_key" ON "TrainingLog"("playerId", "date", "activityId");

-- CreateIndex
CREATE INDEX "ViewedLaw_playerId_viewedDate_idx" ON "ViewedLaw"("playerId", "viewedDate");

-- CreateIndex
CREATE UNIQUE INDEX "ViewedLaw_playerId_lawId_key" ON "ViewedLaw"("playerId", "lawId");

-- CreateIndex
CREATE UNIQUE INDEX "PlayerProgram_playerId_weekStartDate_key" ON "PlayerProgram"("playerId", "weekStartDate");

-- AddForeignKey
ALTER TABLE "ProgramDistribution" ADD CONSTRAINT "ProgramDistribution_programId_fkey" FOREIGN KEY ("programId") REFERENCES "ApprovedProgram"("id") ON DELETE CASCADE ON UPDATE CASCADE;
