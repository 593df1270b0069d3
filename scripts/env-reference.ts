/**
 * `npm run docs:env`: writes docs/configuration.md's reference of every environment variable (between the env-reference
 * markers) from services/kit/src/environment.ts, the table each process validates its configuration with.
 * scripts/test/env-reference.test.ts fails when that page and the table differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentReference } from '@rugby/service-kit/environment';
import { ROOT } from './processes.ts';

export const README = path.join(ROOT, 'docs', 'configuration.md');
export const START = '<!-- env-reference: printed by `npm run docs:env` from services/kit/src/environment.ts -->';
export const END = '<!-- /env-reference -->';

/** The configuration page with its reference section replaced by the current table. */
export function withReference(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no ${START} … ${END} section`);
  return `${readme.slice(0, start + START.length)}\n\n${environmentReference()}\n\n${readme.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(README, withReference(readFileSync(README, 'utf8')));
  console.log('docs/configuration.md: configuration reference written');
}
