import path from 'node:path';
import { defineProject } from 'vitest/config';

/** Vitest project settings for the web packages (kit, shell, remotes): jsdom + Testing Library. */
export const webProject = (name: string) =>
  defineProject({
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(import.meta.dirname, 'test/setup.ts')],
      css: false,
      testTimeout: 20_000,
      // On CI a test that fails is run once more (a machine busier than any here); one that fails twice fails the run.
      retry: process.env.CI ? 1 : 0,
    },
  });
