/**
 * `node dist/migrate.js <service>` (bundled by `npm run build:server`; the migration job of docker-compose and the
 * Kubernetes manifests): applies the service's committed migrations (services/<service>/prisma/migrations) to its
 * database — DATABASE_URL_<SERVICE> (or DATABASE_URL), else the embedded one under DATA_DIR (default ./data) — then
 * exits 0; a second run changes nothing. Exits 1 with the reason when it cannot (2 for a wrong argument).
 * `npm run db:migrate` (scripts/db-migrate.ts) does the same for every service in development.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { envStem, SERVICES, type ServiceName } from '@rugby/contracts';
import { applyMigrations, openDatabase, type MigrationSteps } from '@rugby/service-kit/db';
import { MIGRATION_STEPS as TRAINING_PROGRAM_STEPS } from '../services/training-program/src/migration-steps.ts';

const service = process.argv[2] as ServiceName | undefined;
if (!service || !SERVICES.includes(service) || process.argv.length > 3) {
  console.error(`usage: node dist/migrate.js <service>   (one of ${SERVICES.join(', ')})`);
  process.exit(2);
}

/** Each service's migration data steps (bundled with this entry). */
const MIGRATION_STEPS: Partial<Record<ServiceName, MigrationSteps>> = { 'training-program': TRAINING_PROGRAM_STEPS };

async function migrate(name: ServiceName): Promise<string> {
  const variable = `DATABASE_URL_${envStem(name)}`;
  const url = process.env[variable] ?? process.env.DATABASE_URL;
  // In production a missing or mistyped URL (postgress://…) must not migrate an embedded database nobody reads.
  if (process.env.NODE_ENV === 'production' && !/^postgres(ql)?:\/\//.test(url ?? ''))
    throw new Error(`${variable} must be a postgres:// or postgresql:// URL in production (it is ${url ? 'something else' : 'not set'})`);
  // Where services/<name>/prisma/migrations is in the repository, and in the runtime image (next to dist/).
  const migrationsDir = path.join(import.meta.dirname, '..', 'services', name, 'prisma', 'migrations');
  if (!existsSync(migrationsDir)) throw new Error(`no migrations at ${migrationsDir}`);
  const db = await openDatabase(name);
  try {
    const applied = await applyMigrations(db.sql, migrationsDir, MIGRATION_STEPS[name]);
    return `${name} (${db.description}): ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`;
  } finally {
    await db.close();
  }
}

try {
  console.log(await migrate(service));
  process.exit(0);
} catch (err) {
  console.error(`${service}: migrations not applied: ${(err as Error).message}`);
  process.exit(1);
}
