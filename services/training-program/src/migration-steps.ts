import type { MigrationSteps } from '@rugby/service-kit';
import { convertLegacyPrograms } from './migrations/program-documents.ts';

/** The service's migration data steps, by migration name (services/kit db.ts applyMigrations). */
export const MIGRATION_STEPS: MigrationSteps = {
  '20261128160000_legacy_program_documents': convertLegacyPrograms,
};
