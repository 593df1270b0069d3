import type { ExerciseRecord, RecordWeek, TrainingRecord } from '@rugby/contracts';
import { ACWR_BAND } from '@rugby/contracts/training-load';
import { dateOfKey } from '../lib/calendar.ts';
import { StatTile } from './stat-tile.tsx';
import { CHART_COLORS, WeekChart } from './week-chart.tsx';

/**
 * A player's training record drawn (issue 16): the player's Progress and the coach's per-player view show the same.
 * Import it lazily (it carries the charting library).
 */

export const weekLabel = (weekStart: string) => dateOfKey(weekStart).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

const RECORD_UNITS: Record<ExerciseRecord['kind'], (value: number) => string> = {
  e1rm: (v) => `est. 1RM ${v} kg`,
  reps: (v) => `${v} reps`,
  seconds: (v) => `${v} s`,
  meters: (v) => `${v} m`,
};
/** A record's measure as read: 'est. 1RM 57 kg', '25 reps', '45 s', '200 m'. */
export const recordMeasure = (record: Pick<ExerciseRecord, 'kind' | 'value'>) => RECORD_UNITS[record.kind](record.value);

/** Training days done against planned, and the session-RPE load, week by week. */
export function ComplianceAndLoadCharts({ weeks }: { weeks: readonly RecordWeek[] }) {
  const labels = weeks.map((w) => weekLabel(w.weekStart));
  return (
    <div className="ui:grid ui:gap-6 ui:md:grid-cols-2">
      <WeekChart
        title="Training days done per week"
        labels={labels}
        series={[
          { label: 'Planned', values: weeks.map((w) => w.planned), kind: 'bar', color: CHART_COLORS.muted },
          { label: 'Done', values: weeks.map((w) => w.done), kind: 'bar', color: CHART_COLORS.brand },
        ]}
      />
      <WeekChart
        title="Weekly load (session RPE × minutes)"
        labels={labels}
        unit=" AU"
        series={[{ label: 'Load', values: weeks.map((w) => w.load), kind: 'bar', color: CHART_COLORS.brand }]}
      />
    </div>
  );
}

/** The acute:chronic workload ratio with its safe band, and readiness, week by week. */
export function RatioAndReadinessCharts({ weeks }: { weeks: readonly RecordWeek[] }) {
  const labels = weeks.map((w) => weekLabel(w.weekStart));
  const edge = (label: string, value: number) => ({ label, values: weeks.map(() => value), kind: 'line' as const, color: CHART_COLORS.danger, dashed: true });
  return (
    <div className="ui:grid ui:gap-6 ui:md:grid-cols-2">
      <WeekChart
        title={`Workload ratio (acute:chronic; safe ${ACWR_BAND.low}–${ACWR_BAND.high})`}
        labels={labels}
        min={0}
        emptyNote="No ratio yet: it needs 28 days of session reports."
        series={[
          { label: 'Ratio', values: weeks.map((w) => w.acwr), kind: 'line', color: CHART_COLORS.brand },
          edge(`${ACWR_BAND.high}`, ACWR_BAND.high),
          edge(`${ACWR_BAND.low}`, ACWR_BAND.low),
        ]}
      />
      <WeekChart
        title="Readiness (average check-in, 1–5)"
        labels={labels}
        min={1}
        max={5}
        emptyNote="No check-ins yet."
        series={[{ label: 'Readiness', values: weeks.map((w) => w.readiness), kind: 'line', color: CHART_COLORS.accent }]}
      />
    </div>
  );
}

/** Every exercise's best set, newest first; a best that beat an earlier one is a personal record. */
export function RecordsTable({ records, label, empty }: { records: readonly (ExerciseRecord & { player?: string })[]; label: string; empty: string }) {
  if (!records.length) return <p className="ui:text-sm ui:text-slate-600">{empty}</p>;
  const withPlayer = records.some((r) => r.player);
  return (
    <div className="ui:overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="ui:w-full ui:text-left ui:text-sm">
        <thead className="ui:text-slate-600">
          <tr>
            {[...(withPlayer ? ['Player'] : []), 'Exercise', 'Best set', 'Measure', 'Date'].map((h) => (
              <th key={h} scope="col" className="ui:py-2 ui:pr-4 ui:font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={`${r.player ?? ''}${r.exercise}`} className="ui:border-t ui:border-slate-200">
              {withPlayer ? <td className="ui:py-2 ui:pr-4 ui:font-semibold ui:text-slate-900">{r.player}</td> : null}
              <th scope="row" className="ui:py-2 ui:pr-4 ui:font-semibold ui:text-slate-900">
                {r.exercise}
              </th>
              <td className="ui:py-2 ui:pr-4">{r.set}</td>
              <td className="ui:py-2 ui:pr-4">
                {recordMeasure(r)}
                {r.previous !== null ? (
                  <span className="ui:block ui:text-xs ui:text-brand-700">Personal record (was {recordMeasure({ kind: r.kind, value: r.previous })})</span>
                ) : null}
              </td>
              <td className="ui:py-2 ui:pr-4 ui:text-slate-600">{weekLabel(r.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The whole record: compliance and streaks, the four charts, the records. */
export function TrainingRecordView({ record, Heading }: { record: TrainingRecord; Heading: 'h2' | 'h3' | 'h4' | 'h5' }) {
  const since = record.joined > record.from ? `since joining on ${weekLabel(record.joined)}` : `since ${weekLabel(record.from)}`;
  return (
    <div className="ui:grid ui:min-w-0 ui:gap-6">
      <div className="ui:grid ui:gap-3 ui:sm:grid-cols-3">
        <StatTile
          label="Compliance"
          value={`${record.compliance.percent} %`}
          note={`${record.compliance.done} of ${record.compliance.planned} training days ${since}`}
        />
        <StatTile label="Streak" value={`${record.streak.current} ${record.streak.current === 1 ? 'day' : 'days'}`} note="Training days done in a row" />
        <StatTile label="Best streak" value={`${record.streak.best} ${record.streak.best === 1 ? 'day' : 'days'}`} note={since} />
      </div>
      {record.weeks.length ? (
        <>
          <ComplianceAndLoadCharts weeks={record.weeks} />
          <RatioAndReadinessCharts weeks={record.weeks} />
        </>
      ) : null}
      <section className="ui:grid ui:min-w-0 ui:gap-2">
        <Heading className="ui:text-base ui:font-bold ui:text-slate-900">Best sets</Heading>
        <RecordsTable records={record.records} label="Best sets" empty="No sets logged yet: use 'Log sets' on a strength or conditioning item." />
      </section>
    </div>
  );
}
