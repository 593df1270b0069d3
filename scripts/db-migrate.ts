/**
 * `npm run db:migrate`: applies each service's committed migrations to its database
 * (DATABASE_URL_<SERVICE> when set, else the embedded database under DATA_DIR, default ./data).
 */
import path from 'node:path';
import { SERVICES } from '@rugby/contracts';
import { applyMigrations, migrationStepsIn, openDatabase } from '@rugby/service-kit';
import { ROOT } from './processes.ts';

for (const service of SERVICES) {
  const db = await openDatabase(service, { ...process.env, DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data') });
  try {
    const migrations = path.join(ROOT, 'services', service, 'prisma', 'migrations');
    const applied = await applyMigrations(db.sql, migrations, await migrationStepsIn(migrations));
    console.log(`${service} (${db.description}): ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  } finally {
    await db.close();
  }
}
