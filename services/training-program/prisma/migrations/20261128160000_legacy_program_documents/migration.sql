-- Data step (src/migrations/program-documents.ts): approved programs and distributions that hold text only get their documents.
SELECT 1;
