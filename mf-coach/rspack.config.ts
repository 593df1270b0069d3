import { createWebConfig } from '@rugby/kit/build/web-config.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  createWebConfig({ name: 'coach', dir: import.meta.dirname, exposes: { './routes': './src/exposes/routes.ts' }, devPort: 3002 }, argv);
