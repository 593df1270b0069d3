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

const importersOf = (pattern: RegExp, apps: string[]) =>
  apps
    .flatMap((app) => sourceFiles(path.join(ROOT, app, 'src')))
    .filter((file) => !file.endsWith('bootstrap.tsx'))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));

describe('the apps use the shell router and QueryClient through the kit', () => {
  it('no remote imports react-router directly (it would bundle a second router)', () => {
    expect(importersOf(/from ['"]react-router(-dom)?(\/[^'"]*)?['"]/, ['mf-public', 'mf-coach', 'mf-player'])).toEqual([]);
  });

  it('no app imports TanStack Query directly (it would bundle a second copy whose context the shell never provides)', () => {
    expect(importersOf(/from ['"]@tanstack\/react-query['"]/, ['shell/host', 'mf-public', 'mf-coach', 'mf-player'])).toEqual([]);
  });
});
