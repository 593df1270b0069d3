import { POSITION_LABELS, type Position } from '@rugby/contracts/domain';
import { BACK_POSITIONS, FORWARD_POSITIONS } from '@rugby/contracts/program/groups';
import { ACWR_BAND } from '@rugby/contracts/training-load';
import { Badge, Button, Card, cn, LoadingState, preloadable } from '@rugby/kit';
import { StatTile } from '@rugby/kit/ui/stat-tile.tsx';
import { addDaysToKey, dateKeyIn } from '@rugby/kit/lib/calendar.ts';
import { Link } from '@rugby/kit/router.ts';
import { Download, TriangleAlert } from 'lucide-react';
import { Suspense, useState } from 'react';
import { CoachPage } from '../../../components/coach-page.tsx';
import { currentTeamOf, useChosenTeamId } from '../../../components/teams/current-team.ts';
import { useTeams } from '../../../components/teams/get-teams.ts';
import { useTeamReport, type ReportRow, type TeamReport } from '../api/get-team-report.ts';
import { PlayerAttendanceCard } from '../components/player-attendance.tsx';
import { reportCsv } from '../components/report-csv.ts';
import { squadRecords, squadWeeks } from '../components/squad-weeks.ts';

/** The charts and records table, with the charting library: downloaded when the report is shown. */
const recordViews = () => import('@rugby/kit/ui/training-record.tsx');
const ComplianceAndLoadCharts = preloadable(() => recordViews().then((m) => m.ComplianceAndLoadCharts));
const RatioAndReadinessCharts = preloadable(() => recordViews().then((m) => m.RatioAndReadinessCharts));
const RecordsTable = preloadable(() => recordViews().then((m) => m.RecordsTable));

const RANGES = [
  { days: 7, label: 'Last 7 days' },
  { days: 28, label: 'Last 4 weeks' },
  { days: 84, label: 'Last 12 weeks' },
] as const;
const GROUPS = [
  { key: 'all', label: 'All positions' },
  { key: 'forwards', label: 'Forwards' },
  { key: 'backs', label: 'Backs' },
] as const;
type GroupKey = (typeof GROUPS)[number]['key'];

const inGroup = (row: ReportRow, group: GroupKey) =>
  group === 'all' || (group === 'forwards' ? FORWARD_POSITIONS : BACK_POSITIONS).includes(row.position as Position);

/** The first day of a range of `days` ending on the team's today (the server's default end). */
const fromFor = (days: number, timeZone: string) => addDaysToKey(dateKeyIn(timeZone), -(days - 1));

function download(report: TeamReport, rows: ReportRow[]) {
  const url = URL.createObjectURL(new Blob([reportCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `squad-report-${report.from}-to-${report.to}.csv` });
  link.click();
  URL.revokeObjectURL(url);
}

function Choice<K extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { key: K; label: string }[];
  value: K;
  onChange(key: K): void;
}) {
  return (
    <div role="group" aria-label={label} className="coach:flex coach:flex-wrap coach:gap-1">
      {options.map((o) => (
        <Button key={o.key} size="sm" variant={o.key === value ? 'primary' : 'secondary'} aria-pressed={o.key === value} onClick={() => onChange(o.key)}>
          {o.label}
        </Button>
      ))}
    </div>
  );
}

/** The first few names of a list of players, then how many more. */
function namesOf(rows: readonly ReportRow[], shown = 5) {
  const names = rows.slice(0, shown).map((row) => row.name);
  return rows.length > shown ? `${names.join(', ')} and ${rows.length - shown} more` : names.join(', ');
}

/** /coach/reports: the squad's compliance, session-RPE load, workload ratio and readiness over a range (issue 16). */
export function ReportsRoute() {
  const teams = useTeams();
  const team = currentTeamOf(teams.data, useChosenTeamId());
  const [days, setDays] = useState<number>(28);
  const [group, setGroup] = useState<GroupKey>('all');
  const report = useTeamReport(team?.id, days === 28 || !team ? undefined : fromFor(days, team.timeZone));
  const rows = report.data?.players.filter((row) => inGroup(row, group)) ?? [];
  const flagged = rows.filter((row) => row.workload.flagged);
  const compliance = rows.length ? Math.round(rows.reduce((sum, row) => sum + row.compliance.percent, 0) / rows.length) : null;
  const readiness = rows.filter((row) => row.readiness.average !== null);
  const notCheckedIn = rows.filter((row) => row.readiness.latest?.date !== report.data?.to);
  const averageReadiness = readiness.length ? Math.round((readiness.reduce((sum, row) => sum + row.readiness.average!, 0) / readiness.length) * 10) / 10 : null;

  return (
    <CoachPage
      wide
      title="Reports"
      intro={
        <>
          Who trained, how hard, and who is at risk{team ? ` — ${team.name}` : ''}. Beta feedback from your team is on the{' '}
          <Link to="/feedback-admin" className="coach:font-semibold coach:text-brand-700 coach:underline">
            feedback page
          </Link>
          .
        </>
      }
    >
      <div className="coach:flex coach:flex-wrap coach:items-center coach:justify-between coach:gap-3">
        <div className="coach:flex coach:flex-wrap coach:gap-3">
          <Choice<number> label="Date range" options={RANGES.map((r) => ({ key: r.days, label: r.label }))} value={days} onChange={setDays} />
          <Choice<GroupKey> label="Position group" options={GROUPS} value={group} onChange={setGroup} />
        </div>
        <Button size="sm" variant="secondary" disabled={!report.data || rows.length === 0} onClick={() => report.data && download(report.data, rows)}>
          <Download aria-hidden className="coach:size-4" /> Export CSV
        </Button>
      </div>

      {report.isPending ? <LoadingState label="Loading the report..." shape="cards" className="coach:mt-6 coach:min-h-48" /> : null}
      {report.isError ? (
        <Card role="alert" className="coach:mt-6 coach:p-5 coach:font-semibold coach:text-danger-700">
          The report could not be loaded. Please try again.
        </Card>
      ) : null}
      {report.data ? (
        <div className="coach:mt-6 coach:grid coach:gap-6">
          <div className="coach:grid coach:gap-4 coach:sm:grid-cols-2 coach:lg:grid-cols-4">
            <StatTile label="Compliance" value={compliance === null ? '–' : `${compliance} %`} note="Training days done of those planned, squad average" />
            <StatTile
              label="Workload flags"
              value={String(flagged.length)}
              note={`Acute:chronic ratio outside ${ACWR_BAND.low}–${ACWR_BAND.high} (7 vs 28 days)`}
            />
            <StatTile label="Readiness" value={averageReadiness === null ? '–' : `${averageReadiness}/5`} note="Average check-in score" />
            <StatTile
              label="Not checked in today"
              value={String(notCheckedIn.length)}
              note={notCheckedIn.length ? namesOf(notCheckedIn) : 'Everyone has checked in'}
            />
          </div>
          {rows.length ? (
            <Suspense fallback={<LoadingState label="Loading the charts..." shape="cards" className="coach:min-h-48" />}>
              <Card className="coach:grid coach:min-w-0 coach:gap-6 coach:p-5" role="region" aria-labelledby="squad-weeks">
                <h2 id="squad-weeks" className="coach:text-lg coach:font-bold coach:text-slate-900">
                  Week by week <span className="coach:text-sm coach:font-normal coach:text-slate-600">(per player, on average)</span>
                </h2>
                <ComplianceAndLoadCharts weeks={squadWeeks(rows)} />
                <RatioAndReadinessCharts weeks={squadWeeks(rows)} />
              </Card>
              <Card className="coach:grid coach:min-w-0 coach:gap-3 coach:p-5">
                <h2 className="coach:text-lg coach:font-bold coach:text-slate-900">Personal records</h2>
                <RecordsTable records={squadRecords(rows)} label="Personal records" empty="No personal records in this range yet." />
              </Card>
            </Suspense>
          ) : null}
          <Card className="coach:relative coach:overflow-x-auto coach:p-0" role="region" aria-label="Squad report" tabIndex={0}>
            <table className="coach:w-full coach:min-w-[48rem] coach:text-left coach:text-sm">
              <caption className="coach:sr-only">
                Squad report from {report.data.from} to {report.data.to}
              </caption>
              <thead className="coach:bg-slate-50 coach:text-slate-700">
                <tr>
                  {['Player', 'Compliance', 'Sessions', 'Load (7 days)', 'ACWR', 'Readiness'].map((h) => (
                    <th key={h} scope="col" className="coach:px-4 coach:py-2 coach:font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="coach:px-4 coach:py-6 coach:text-slate-600">
                      No players in this group yet.
                    </td>
                  </tr>
                ) : null}
                {rows.map((row) => (
                  <tr key={row.playerId} className="coach:border-t coach:border-slate-200">
                    <th scope="row" className="coach:px-4 coach:py-2 coach:font-semibold coach:text-slate-900">
                      {row.name}
                      <span className="coach:block coach:text-xs coach:font-normal coach:text-slate-600">
                        {row.position ? POSITION_LABELS[row.position as Position] : 'No position'}
                      </span>
                    </th>
                    <td className="coach:px-4 coach:py-2">
                      {row.compliance.percent} %{' '}
                      <span className="coach:text-slate-600">
                        ({row.compliance.done} of {row.compliance.planned} days)
                      </span>
                    </td>
                    <td className="coach:px-4 coach:py-2">{row.load.sessions}</td>
                    <td className="coach:px-4 coach:py-2">{row.load.last7Days} AU</td>
                    <td className="coach:px-4 coach:py-2">
                      {row.workload.ratio === null ? (
                        <span className="coach:text-slate-600">{row.workload.chronic === 0 ? 'No sessions reported' : 'Building history (28 days)'}</span>
                      ) : (
                        <span
                          className={cn('coach:inline-flex coach:items-center coach:gap-1', row.workload.flagged && 'coach:font-bold coach:text-danger-700')}
                        >
                          {row.workload.flagged ? <TriangleAlert aria-hidden className="coach:size-4" /> : null}
                          {row.workload.ratio}
                          {row.workload.flagged ? <span className="coach:sr-only"> (flagged)</span> : null}
                        </span>
                      )}
                    </td>
                    <td className="coach:px-4 coach:py-2">
                      {row.readiness.latest ? (
                        <span className="coach:grid">
                          <span>
                            <Badge variant={row.readiness.latest.level === 'as-planned' ? 'muted' : 'accent'}>{row.readiness.latest.score}/5</Badge>{' '}
                            <span className="coach:text-slate-600">
                              avg {row.readiness.average}/5 · {row.readiness.checkIns} check-ins
                            </span>
                          </span>
                          <span className="coach:text-xs coach:text-slate-600">
                            {row.readiness.latest.date}: {row.readiness.latest.reason}
                          </span>
                        </span>
                      ) : (
                        <span className="coach:text-slate-600">No check-ins</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </div>
      ) : null}
      {team ? (
        <div className="coach:mt-6">
          <PlayerAttendanceCard key={team.id} teamId={team.id} />
        </div>
      ) : null}
    </CoachPage>
  );
}
