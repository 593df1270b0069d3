-- AlterTable
ALTER TABLE "SeasonSettings" ADD COLUMN     "matchDay" TEXT NOT NULL DEFAULT 'saturday';
