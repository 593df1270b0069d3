import { runServiceMain } from '@rugby/service-kit';
import { buildApp } from './app.ts';
import { seedDemo } from './seed.ts';

await runServiceMain({
  service: 'team',
  srcDir: import.meta.dirname,
  buildApp,
  seedDemo,
});
