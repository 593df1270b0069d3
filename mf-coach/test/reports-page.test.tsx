import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCsv } from '../src/features/reports/components/report-csv.ts';
import { ReportsRoute } from '../src/features/reports/routes/reports-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const team = { id: 't1', name: 'Harbour City RFC', description: null, timeZone: 'UTC', playerCount: 2, role: 'head_coach' };
const row = (name: string, position: string, extra: object = {}) => ({
  playerId: name,
  name,
  position,
  compliance: { planned: 16, done: 12, percent: 75 },
  load: { sessions: 12, total: 4800, last7Days: 1200 },
  workload: { acute: 300, chronic: 290, ratio: 1.03, flagged: false },
  readiness: { checkIns: 10, average: 3.9, latest: { date: '2026-03-04', score: 4, level: 'as-planned', reason: 'readiness 4/5: train as planned' } },
  weeks: [],
  records: [],
  ...extra,
});
const week = (weekStart: string, planned: number, done: number, load: number, readiness: number | null, acwr: number | null) => ({
  weekStart,
  planned,
  done,
  sessions: done,
  load,
  readiness,
  acwr,
});
const report = {
  from: '2026-02-05',
  to: '2026-03-04',
  players: [
    row('Ben Okafor', 'prop', {
      workload: { acute: 520, chronic: 300, ratio: 1.73, flagged: true },
      weeks: [week('2026-02-23', 4, 4, 1200, 4, 1.5), week('2026-03-02', 2, 1, 600, null, 1.73)],
      records: [{ exercise: 'Back squat', kind: 'e1rm', value: 152, set: '5 × 130 kg', date: '2026-03-02', previous: 146.3 }],
    }),
    row('Sam Taylor', 'fly-half', {
      compliance: { planned: 16, done: 8, percent: 50 },
      readiness: { checkIns: 0, average: null, latest: null },
      weeks: [week('2026-02-23', 4, 2, 800, 3, null), week('2026-03-02', 2, 1, 400, null, null)],
    }),
  ],
};

function renderPage() {
  const calls = mockFetch((call) => {
    if (call.url === '/api/teams') return json([team]);
    if (call.url.startsWith('/api/teams/t1/report')) return json(report);
    return json({ message: 'unexpected' }, 500);
  });
  renderWithProviders(<ReportsRoute />, { path: '/coach/reports' });
  return calls;
}

describe('the Reports page', () => {
  it("shows the squad's compliance, load, flagged workload ratios and readiness, and filters by position group", async () => {
    const calls = renderPage();
    const table = await screen.findByRole('table', { name: 'Squad report from 2026-02-05 to 2026-03-04' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Ben OkaforProp', 'Sam TaylorFly-half']);
    expect(within(rows[0]!).getByText('(flagged)')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('1.73');
    expect(rows[1]).toHaveTextContent('50 % (8 of 16 days)');
    expect(rows[1]).toHaveTextContent('No check-ins');
    expect(screen.getByText('Workload flags', { selector: 'p' }).parentElement).toHaveTextContent('1');
    expect(screen.getByText('Compliance', { selector: 'p' }).parentElement).toHaveTextContent('63 %');
    // Ben checked in on the report's last day (the team's today); Sam has not.
    expect(screen.getByText('Not checked in today', { selector: 'p' }).parentElement).toHaveTextContent('1Sam Taylor');
    expect(calls.find((c) => c.url.startsWith('/api/teams/t1/report'))?.url).toBe('/api/teams/t1/report');

    await userEvent.click(screen.getByRole('button', { name: 'Backs' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Sam Taylor');
    expect(table).not.toHaveTextContent('Ben Okafor');

    await userEvent.click(screen.getByRole('button', { name: 'Last 12 weeks' }));
    expect(screen.getByRole('button', { name: 'Last 12 weeks' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(calls.at(-1)?.url).toMatch(/^\/api\/teams\/t1\/report\?from=\d{4}-\d{2}-\d{2}$/));
  });

  it("charts the squad week by week (per player on average) and lists the players' personal records", async () => {
    renderPage();
    const weeks = await screen.findByRole('region', { name: /Week by week/ });
    expect(await within(weeks).findByRole('img', { name: 'Training days done per week' })).toBeInTheDocument();
    const rowsOf = (name: string) =>
      within(within(weeks).getByRole('table', { name }))
        .getAllByRole('row')
        .map((r) => r.textContent);
    expect(rowsOf('Training days done per week')).toEqual(['WeekPlannedDone', '23 Feb43', '2 Mar21']);
    expect(rowsOf('Weekly load (session RPE × minutes)')).toEqual(['WeekLoad', '23 Feb1000', '2 Mar500']);
    // The ratio of the players who have one; readiness of those who checked in.
    expect(rowsOf('Workload ratio (acute:chronic; safe 0.8–1.3)')[1]).toBe('23 Feb1.51.30.8');
    expect(rowsOf('Readiness (average check-in, 1–5)')).toEqual(['WeekReadiness', '23 Feb3.5', '2 Mar–']);
    const records = screen.getByRole('region', { name: 'Personal records' });
    expect(within(records).getByRole('row', { name: /Back squat/ })).toHaveTextContent(
      'Ben OkaforBack squat5 × 130 kgest. 1RM 152 kgPersonal record (was est. 1RM 146.3 kg)2 Mar',
    );

    // A position group with no records says so.
    await userEvent.click(screen.getByRole('button', { name: 'Backs' }));
    expect(await screen.findByText('No personal records in this range yet.')).toBeInTheDocument();
  });

  it('exports what the table shows as CSV, with formula-looking text kept as text', () => {
    const csv = reportCsv([row('=HYPERLINK("x")', 'prop') as never, row('Sam, Taylor', 'fly-half') as never]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Player,Position,Training days planned,Training days done,Compliance %,Sessions reported,Load (AU),Load last 7 days (AU),Acute load,Chronic load,ACWR,ACWR flagged,Check-ins,Average readiness,Latest readiness',
    );
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",prop,16,12,75,12,4800,1200,300,290,1.03,false,10,3.9,readiness 4/5: train as planned`);
    expect(lines[2]!.startsWith('"Sam, Taylor",fly-half')).toBe(true);
  });
});
