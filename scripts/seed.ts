/**
 * `npm run db:seed`: migrates and loads the demo data into every service's database (idempotent; `npm start`
 * does the same at start with SEED_DEMO=1). Each service owns its part in services/<name>/src/seed.ts.
 */
import path from 'node:path';
import { SERVICES } from '@rugby/contracts';
import { applyMigrations, createLogger, migrationStepsIn, openDatabase } from '@rugby/service-kit';
import { ROOT } from './processes.ts';

interface SeedableService {
  buildApp(opts: { db: Awaited<ReturnType<typeof openDatabase>>; log: ReturnType<typeof createLogger> }): { prisma: unknown; close(): Promise<void> };
}

for (const service of SERVICES) {
  const dir = path.join(ROOT, 'services', service);
  const db = await openDatabase(service, { ...process.env, DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data') });
  try {
    const migrations = path.join(dir, 'prisma', 'migrations');
    await applyMigrations(db.sql, migrations, await migrationStepsIn(migrations));
    const { buildApp } = (await import(path.join(dir, 'src', 'app.ts'))) as SeedableService;
    const { seedDemo } = (await import(path.join(dir, 'src', 'seed.ts'))) as { seedDemo(prisma: unknown): Promise<void> };
    const built = buildApp({ db, log: createLogger(`${service}-seed`) });
    await seedDemo(built.prisma);
    await built.close();
    console.log(`${service}: demo data loaded (${db.description})`);
  } finally {
    await db.close();
  }
}
