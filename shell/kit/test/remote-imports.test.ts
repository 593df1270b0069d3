import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gql' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The kit's own gateways to the libraries, its standalone dev harness and its test helpers may import them. */
const ALLOWED = ['bootstrap.tsx', 'shell/kit/src/query.ts', 'shell/kit/src/router.ts', 'shell/kit/src/standalone.tsx'];

const importersOf = (pattern: RegExp, apps: string[]) =>
  apps
    .flatMap((app) => sourceFiles(path.join(ROOT, app, 'src')))
    .filter((file) => !ALLOWED.some((allowed) => file.endsWith(allowed)) && !file.includes('/shell/kit/src/testing/'))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));

describe('the apps use the shell router and QueryClient through the kit', () => {
  // A kit module a remote falls back to (one the shell does not provide) must reach them through the kit too.
  it('no remote and no kit module imports react-router directly (it would bundle a second router)', () => {
    expect(importersOf(/from ['"]react-router(-dom)?(\/[^'"]*)?['"]/, ['shell/kit', 'mf-public', 'mf-coach', 'mf-player'])).toEqual([]);
  });

  it("no app and no kit module imports TanStack Query directly (a second copy would miss the shell's QueryClient)", () => {
    expect(importersOf(/from ['"]@tanstack\/react-query['"]/, ['shell/kit', 'shell/host', 'mf-public', 'mf-coach', 'mf-player'])).toEqual([]);
  });
});
