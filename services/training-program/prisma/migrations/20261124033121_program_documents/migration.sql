-- AlterTable
ALTER TABLE "ApprovedProgram" ADD COLUMN     "document" JSONB;

-- AlterTable
ALTER TABLE "ProgramDistribution" ADD COLUMN     "documentSnapshot" JSONB,
ADD COLUMN     "dayShift" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PlayerProgram" ADD COLUMN     "document" JSONB;
