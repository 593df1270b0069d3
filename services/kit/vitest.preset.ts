import { defineProject } from 'vitest/config';

/**
 * Vitest project settings for Node packages (services, gateway). `graphql` is pinned to its CommonJS
 * entry, the one Node itself loads, so Pothos, Yoga and graphql-tools share one copy under Vite's resolver.
 */
export const nodeProject = (name: string) =>
  defineProject({
    resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
    test: { name, environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
  });
