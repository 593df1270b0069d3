-- CreateTable
CREATE TABLE "LawReview" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "lawId" TEXT NOT NULL,
    "intervalDays" INTEGER NOT NULL,
    "dueDate" TEXT NOT NULL,
    "lastSeenDate" TEXT NOT NULL,
    "answeredDate" TEXT,
    "optionId" TEXT,
    "correct" BOOLEAN,
    "correctAnswers" INTEGER NOT NULL DEFAULT 0,
    "wrongAnswers" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LawReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LawReview_playerId_lawId_key" ON "LawReview"("playerId", "lawId");
