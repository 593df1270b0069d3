/**
 * `npm test`: every check of the repository, in order — lint and format (ESLint with the architecture's boundaries,
 * Prettier), type checks of every package, the unit and integration
 * tests (vitest: services against real databases, the gateway over the four real services, web components), and
 * the browser tests of the composed production app (Playwright, Chromium). Prints one closing line
 * "N passed, N failed" over all of them and exits non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';
import { tallyReports, type PlaywrightReport, type VitestReport } from './test-report.ts';

const reports = path.join(ROOT, 'test-results');
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const lint = run('lint and format', 'npm', ['run', 'lint', '--silent']);
const typecheck = run('type checks', 'npm', ['run', 'typecheck', '--silent']);
const unit = run('unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const e2e = run('browser tests', 'npx', ['playwright', 'test', '--config', 'shell/e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);
const vitest = readJson<VitestReport>(vitestJson);
const playwright = readJson<PlaywrightReport>(playwrightJson);
const { passed, skipped, failures, flaky, ...tally } = tallyReports(ROOT, vitest, playwright);
// A step that failed without its report (it did not start, or crashed) counts as one failure.
const failed = tally.failed + [!vitest && !unit, !playwright && !e2e, !lint, !typecheck].filter(Boolean).length;

if (flaky.length) console.log(`\nflaky (failed, then passed when run again):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(
  `\nlint: ${lint ? 'ok' : 'FAILED'}; type checks: ${typecheck ? 'ok' : 'FAILED'}; unit and integration: ${unit ? 'ok' : 'FAILED'}; browser: ${e2e ? 'ok' : 'FAILED'}`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(lint && typecheck && unit && e2e ? 0 : 1);
