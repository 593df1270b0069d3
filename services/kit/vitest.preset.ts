import { defineProject } from 'vitest/config';

/**
 * Vitest project settings for Node packages (services, gateway). `graphql` is pinned to its CommonJS
 * entry, the one Node itself loads, so Pothos, Yoga and graphql-tools share one copy under Vite's resolver.
 */
export const nodeProject = (name: string) =>
  defineProject({
    resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
    // On CI a test that fails is run once more (a machine busier than any here); one that fails twice fails the run.
    test: { name, environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, retry: process.env.CI ? 1 : 0 },
  });
