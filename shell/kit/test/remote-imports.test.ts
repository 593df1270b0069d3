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

describe('remotes use the shell router through the kit', () => {
  it('no remote imports react-router directly (it would bundle a second router)', () => {
    const offenders = ['mf-public', 'mf-coach', 'mf-player']
      .flatMap((app) => sourceFiles(path.join(ROOT, app, 'src')))
      .filter((file) => !file.endsWith('bootstrap.tsx'))
      .filter((file) => /from ['"]react-router(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
