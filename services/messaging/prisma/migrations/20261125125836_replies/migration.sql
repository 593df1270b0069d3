-- CreateTable
CREATE TABLE "Reply" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "subjectKind" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Reply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Reaction" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "subjectKind" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "emoji" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Reaction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Reply_subjectKind_subjectId_playerId_createdAt_idx" ON "Reply"("subjectKind", "subjectId", "playerId", "createdAt");

-- CreateIndex
CREATE INDEX "Reply_teamId_subjectKind_idx" ON "Reply"("teamId", "subjectKind");

-- CreateIndex
CREATE INDEX "Reaction_teamId_subjectKind_idx" ON "Reaction"("teamId", "subjectKind");

-- CreateIndex
CREATE UNIQUE INDEX "Reaction_subjectKind_subjectId_userId_emoji_key" ON "Reaction"("subjectKind", "subjectId", "userId", "emoji");
