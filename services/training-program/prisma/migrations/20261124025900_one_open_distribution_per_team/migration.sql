-- At most one running (open) program distribution per team, enforced by the database.
-- Rows left open side by side by earlier concurrent pushes are closed first: the newest stays open.
UPDATE "ProgramDistribution" AS d
SET "endDate" = to_char(newest."startDate"::date - 1, 'YYYY-MM-DD')
FROM (
  SELECT DISTINCT ON ("teamId") "id", "teamId", "startDate"
  FROM "ProgramDistribution"
  WHERE "endDate" IS NULL
  ORDER BY "teamId", "createdAt" DESC, "id" DESC
) AS newest
WHERE d."teamId" = newest."teamId" AND d."endDate" IS NULL AND d."id" <> newest."id";

CREATE UNIQUE INDEX "ProgramDistribution_one_open_per_team" ON "ProgramDistribution"("teamId") WHERE "endDate" IS NULL;
