-- AlterTable
ALTER TABLE "ApprovedProgram" ALTER COLUMN "document" SET NOT NULL;

-- AlterTable
ALTER TABLE "ProgramDistribution" ALTER COLUMN "documentSnapshot" SET NOT NULL;
