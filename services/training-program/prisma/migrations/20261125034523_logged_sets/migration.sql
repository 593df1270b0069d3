-- AlterTable
ALTER TABLE "TrainingLog" ADD COLUMN     "performed" JSONB,
ADD COLUMN     "skipReason" TEXT;
