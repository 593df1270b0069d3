-- AlterTable
ALTER TABLE "OutboundMessage" ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "idempotencyKey" TEXT;

-- CreateTable
CREATE TABLE "outbox" (
    "id" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "doneAt" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "outbox_key_key" ON "outbox"("key");

-- CreateIndex
CREATE INDEX "outbox_doneAt_nextAttemptAt_idx" ON "outbox"("doneAt", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "OutboundMessage_idempotencyKey_key" ON "OutboundMessage"("idempotencyKey");
