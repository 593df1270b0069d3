/**
 * Reads the JSON reports of one `npm test` (vitest's and Playwright's) into one tally and the list of what failed,
 * by file and name. scripts/test.ts prints that list last: a log's tail, all CI may show, says which tests to look at.
 */
import path from 'node:path';

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string }[] }[];
}
export interface PlaywrightSuite {
  specs?: { title: string; ok: boolean; file: string; line: number; tests?: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}
export interface TestTally {
  passed: number;
  failed: number;
  skipped: number;
  /** "vitest services/team/test/x.test.ts › suite name test name", "playwright tests/y.spec.ts:12 › title". */
  failures: string[];
  /** Browser tests that failed, then passed when run again (CI runs a failed test once more). */
  flaky: string[];
}

export function tallyReports(root: string, vitest: VitestReport | null, playwright: PlaywrightReport | null): TestTally {
  const tally: TestTally = { passed: 0, failed: 0, skipped: 0, failures: [], flaky: [] };
  if (vitest) {
    tally.passed += vitest.numPassedTests;
    tally.failed += vitest.numFailedTests;
    tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
    for (const file of vitest.testResults) {
      const name = path.relative(root, file.name);
      const failed = file.assertionResults.filter((t) => t.status === 'failed');
      for (const t of failed) tally.failures.push(`vitest ${name} › ${t.fullName}`);
      // A file that failed to load, or whose hooks failed, has no failed test to name.
      if (!failed.length && file.status === 'failed') tally.failures.push(`vitest ${name}: ${file.message.split('\n')[0]}`);
    }
  }
  if (playwright) {
    tally.passed += playwright.stats.expected + playwright.stats.flaky;
    tally.failed += playwright.stats.unexpected;
    tally.skipped += playwright.stats.skipped;
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        const name = `playwright ${spec.file}:${spec.line} › ${spec.title}`;
        if (!spec.ok) tally.failures.push(name);
        else if (spec.tests?.some((t) => t.status === 'flaky')) tally.flaky.push(name);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    playwright.suites.forEach(walk);
  }
  return tally;
}
