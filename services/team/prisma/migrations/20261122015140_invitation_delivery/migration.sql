-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "invitationId" TEXT;

-- AlterTable
ALTER TABLE "Invitation" ADD COLUMN     "deliveryStatus" TEXT,
ADD COLUMN     "outboxId" TEXT,
ADD COLUMN     "usedBy" TEXT;

-- CreateIndex
CREATE INDEX "Activity_invitationId_idx" ON "Activity"("invitationId");
