import { createWebConfig } from '@rugby/kit/build/web-config.ts';

export default (_env: unknown, argv: { mode?: string }) => createWebConfig({ name: 'shell', dir: import.meta.dirname, devPort: 3000 }, argv);
