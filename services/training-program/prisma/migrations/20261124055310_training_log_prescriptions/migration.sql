-- AlterTable
ALTER TABLE "TrainingLog" ADD COLUMN     "item" JSONB,
ADD COLUMN     "planIndex" INTEGER;
