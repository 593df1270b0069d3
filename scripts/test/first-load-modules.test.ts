import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a signed-in home's first screen loads (decisions 007, 017, 018): the modules its route reaches by static
 * imports. Forms (react-hook-form, its zod resolver) and full zod load with the dialog or page that needs them, through
 * dynamic imports; a static import from the first screen would put them on every first load (it did once: 14 KB
 * gzipped more on the coach dashboard). `import type` and `import()` are not followed.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKSPACES: Record<string, string> = { '@rugby/kit': 'shell/kit/src', '@rugby/contracts': 'contracts/src' };
const HEAVY = ['react-hook-form', '@hookform/resolvers', 'zod'];

function resolve(from: string, specifier: string): string | null | 'asset' {
  if (/\.(css|svg|png|json)$/.test(specifier)) return 'asset';
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : Object.entries(WORKSPACES)
        .filter(([name]) => specifier === name || specifier.startsWith(`${name}/`))
        .map(([name, dir]) => path.join(ROOT, dir, specifier === name ? 'index.ts' : specifier.slice(name.length + 1)))[0];
  if (!base) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(file) && file.match(/\.tsx?$/)) return file;
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every module and package the entry reaches by static value imports, with one path that reaches each package. */
function staticGraph(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      if (match[1]) continue; // import type / export type
      const specifier = match[2]!;
      const target = resolve(file, specifier);
      const here = [...trail, path.relative(ROOT, file)];
      if (target === 'asset') continue;
      if (target) walk(target, here);
      else if (!packages.has(specifier)) packages.set(specifier, here);
    }
  };
  walk(entry, []);
  return packages;
}

const heavyIn = (packages: Map<string, string[]>) =>
  [...packages]
    .filter(([name]) => HEAVY.some((heavy) => name === heavy || name.startsWith(`${heavy}/`)))
    .map(([name, trail]) => `${name} via ${trail.join(' → ')}`);

describe('the first screens load no forms library and no zod', () => {
  it.each([
    ['coach dashboard', 'mf-coach/src/app/dashboard/routes/dashboard-route.tsx'],
    ['player home', 'mf-player/src/app/home/routes/player-home-route.tsx'],
    ['shell', 'shell/host/src/bootstrap.tsx'],
  ])('%s', (_name, entry) => {
    expect(heavyIn(staticGraph(path.join(ROOT, entry)))).toEqual([]);
  });

  it('would see one (the dialog that loads its form on demand does not count; a form module does)', () => {
    const form = staticGraph(path.join(ROOT, 'mf-coach/src/components/invitations/components/invite-player-form.tsx'));
    expect(heavyIn(form).length).toBeGreaterThan(0);
  });
});
