import { createServiceWorkerConfig } from '@rugby/kit/build/service-worker-config.ts';
import { createWebConfig } from '@rugby/kit/build/web-config.ts';

/** The shell; in production also its service worker, built after it from its output (docs/decisions/022). */
export default (_env: unknown, argv: { mode?: string }) => {
  const shell = { ...createWebConfig({ name: 'shell', dir: import.meta.dirname, devPort: 3000 }, argv), name: 'shell' };
  if ((argv.mode ?? process.env.NODE_ENV) !== 'production') return shell;
  return [shell, createServiceWorkerConfig({ dir: import.meta.dirname, entry: './service-worker/sw.ts', after: 'shell' })];
};
