import { runServiceMain } from '@rugby/service-kit';
import { buildApp } from './app.ts';
import { MIGRATION_STEPS } from './migration-steps.ts';
import { seedDemo } from './seed.ts';

await runServiceMain({
  service: 'training-program',
  srcDir: import.meta.dirname,
  buildApp,
  seedDemo,
  migrationSteps: MIGRATION_STEPS,
});
