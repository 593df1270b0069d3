-- CreateTable
CREATE TABLE "Generation" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "requestedBy" TEXT NOT NULL,
    "route" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "context" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "result" JSONB,
    "error" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Generation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Generation_createdAt_idx" ON "Generation"("createdAt");
