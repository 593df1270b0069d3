/** `npm test`'s closing lines (scripts/test-report.ts): the tally over both reports, and every failure named. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tallyReports, type PlaywrightReport, type VitestReport } from '../test-report.ts';

const ROOT = '/repo';
const vitest: VitestReport = {
  numPassedTests: 7,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    { name: path.join(ROOT, 'services/team/test/a.test.ts'), status: 'passed', message: '', assertionResults: [{ fullName: 'a works', status: 'passed' }] },
    {
      name: path.join(ROOT, 'services/team/test/b.test.ts'),
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'b keeps one', status: 'passed' },
        { fullName: 'b refuses two', status: 'failed' },
      ],
    },
    { name: path.join(ROOT, 'gateway/test/c.test.ts'), status: 'failed', message: 'Hook timed out in 10000ms.\nat beforeAll', assertionResults: [] },
  ],
};
const playwright: PlaywrightReport = {
  stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      specs: [
        { title: 'signs in', ok: true, file: 'sign-in.spec.ts', line: 4, tests: [{ status: 'expected' }] },
        { title: 'laws popup', ok: true, file: 'laws-popup.spec.ts', line: 10, tests: [{ status: 'flaky' }] },
      ],
    },
    { suites: [{ specs: [{ title: 'offline at training', ok: false, file: 'works-offline.spec.ts', line: 32 }] }] },
  ],
};

describe('tallyReports', () => {
  it('adds both reports up (a flaky browser test passed) and names each failed test, each file that failed without one, and each flaky test', () => {
    expect(tallyReports(ROOT, vitest, playwright)).toEqual({
      passed: 12,
      failed: 2,
      skipped: 1,
      failures: [
        'vitest services/team/test/b.test.ts › b refuses two',
        'vitest gateway/test/c.test.ts: Hook timed out in 10000ms.',
        'playwright works-offline.spec.ts:32 › offline at training',
      ],
      flaky: ['playwright laws-popup.spec.ts:10 › laws popup'],
    });
  });

  it('counts nothing for a report that is missing', () => {
    expect(tallyReports(ROOT, null, null)).toEqual({ passed: 0, failed: 0, skipped: 0, failures: [], flaky: [] });
    expect(tallyReports(ROOT, null, playwright).failures).toEqual(['playwright works-offline.spec.ts:32 › offline at training']);
  });
});
