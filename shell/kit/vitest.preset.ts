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
    },
  });
