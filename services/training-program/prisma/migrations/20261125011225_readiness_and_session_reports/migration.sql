-- CreateTable
CREATE TABLE "ReadinessCheckIn" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "teamId" TEXT,
    "date" TEXT NOT NULL,
    "sleep" INTEGER NOT NULL,
    "soreness" INTEGER NOT NULL,
    "fatigue" INTEGER NOT NULL,
    "stress" INTEGER NOT NULL,
    "mood" INTEGER NOT NULL,
    "injury" BOOLEAN NOT NULL DEFAULT false,
    "injuryArea" TEXT,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReadinessCheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SessionReport" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "teamId" TEXT,
    "date" TEXT NOT NULL,
    "rpe" INTEGER NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "load" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SessionReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReadinessCheckIn_teamId_date_idx" ON "ReadinessCheckIn"("teamId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "ReadinessCheckIn_playerId_date_key" ON "ReadinessCheckIn"("playerId", "date");

-- CreateIndex
CREATE INDEX "SessionReport_teamId_date_idx" ON "SessionReport"("teamId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "SessionReport_playerId_date_key" ON "SessionReport"("playerId", "date");
