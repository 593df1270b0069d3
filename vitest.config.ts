import { defineConfig } from 'vitest/config';

// One `vitest run` for every package; each package with tests has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['contracts', 'services/*', 'gateway', 'scripts', 'shell/kit', 'shell/host', 'mf-public', 'mf-coach', 'mf-player'],
  },
});
