import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, EVENT_KIND_LABELS } from '@rugby/contracts/calendar';
import { Card, LoadingState, serverMessage } from '@rugby/kit';
import { dateOfKey } from '@rugby/kit/lib/calendar.ts';
import { useState } from 'react';
import { usePlayerAttendance } from '../api/get-player-attendance.ts';
import { useSquad } from '../api/get-squad.ts';

/** How many of the latest records the history lists. */
const RECENT = 10;
const dateLabel = (date: string) => dateOfKey(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const cell = 'coach:px-3 coach:py-2';

function History({ teamId, playerId }: { teamId: string; playerId: string }) {
  const attendance = usePlayerAttendance(teamId, playerId);
  if (attendance.isPending) return <LoadingState label="Loading attendance..." className="coach:min-h-24" />;
  if (attendance.isError) {
    return (
      <p role="alert" className="coach:text-sm coach:text-danger-700">
        {serverMessage(attendance.error, 'Could not load the attendance.')}
      </p>
    );
  }
  const { summary, records, name } = attendance.data;
  return (
    <div className="coach:grid coach:min-w-0 coach:gap-3">
      <dl className="coach:grid coach:grid-cols-3 coach:gap-3 coach:text-sm coach:sm:grid-cols-5" aria-label={`Attendance totals of ${name}`}>
        <div>
          <dt className="coach:text-slate-600">Rate</dt>
          <dd className="coach:text-xl coach:font-bold coach:text-slate-900">{summary.rate === null ? '–' : `${Math.round(summary.rate * 100)} %`}</dd>
        </div>
        {ATTENDANCE_STATUSES.map((status) => (
          <div key={status}>
            <dt className="coach:text-slate-600">{ATTENDANCE_LABELS[status]}</dt>
            <dd className="coach:text-xl coach:font-bold coach:text-slate-900">{summary[status]}</dd>
          </div>
        ))}
      </dl>
      <p className="coach:text-xs coach:text-slate-600">Rate: present or late, of the events whose attendance was taken.</p>
      {records.length ? (
        <div className="coach:overflow-x-auto" role="region" aria-label={`Recent attendance of ${name}`} tabIndex={0}>
          <table className="coach:w-full coach:text-left coach:text-sm">
            <caption className="coach:sr-only">Recent attendance of {name}</caption>
            <thead className="coach:bg-slate-50 coach:text-slate-700">
              <tr>
                {['Date', 'Event', 'Attendance'].map((h) => (
                  <th key={h} scope="col" className={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {records.slice(0, RECENT).map((record) => (
                <tr key={record.eventId} className="coach:border-t coach:border-slate-200">
                  <td className={`${cell} coach:whitespace-nowrap`}>{dateLabel(record.date)}</td>
                  <td className={cell}>
                    {record.displayTitle} <span className="coach:text-slate-600">({EVENT_KIND_LABELS[record.kind]})</span>
                  </td>
                  <td className={cell}>
                    {ATTENDANCE_LABELS[record.status]}
                    {record.note ? <span className="coach:block coach:text-xs coach:text-slate-600">{record.note}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="coach:text-sm coach:text-slate-600">No attendance recorded yet.</p>
      )}
    </div>
  );
}

/** Reports: one player's attendance at matches and sessions (totals, rate and the latest records), player chosen from the squad. */
export function PlayerAttendanceCard({ teamId }: { teamId: string }) {
  const squad = useSquad(teamId);
  const players = squad.data?.players ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const playerId = players.find((p) => p.playerId === chosen)?.playerId ?? players[0]?.playerId;
  return (
    <Card className="coach:grid coach:min-w-0 coach:gap-4 coach:p-5" role="region" aria-labelledby="player-attendance">
      <div className="coach:flex coach:flex-wrap coach:items-end coach:justify-between coach:gap-3">
        <h2 id="player-attendance" className="coach:text-lg coach:font-bold coach:text-slate-900">
          Attendance
        </h2>
        {players.length ? (
          <div className="coach:grid coach:gap-1">
            <label htmlFor="attendance-player" className="coach:text-sm coach:font-medium coach:text-slate-800">
              Player
            </label>
            <select
              id="attendance-player"
              value={playerId}
              onChange={(e) => setChosen(e.target.value)}
              className="coach:h-10 coach:max-w-full coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3"
            >
              {players.map((p) => (
                <option key={p.playerId} value={p.playerId}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {squad.isPending ? <LoadingState label="Loading the squad..." className="coach:min-h-24" /> : null}
      {squad.isError ? (
        <p role="alert" className="coach:text-sm coach:text-danger-700">
          {serverMessage(squad.error, 'Could not load the squad.')}
        </p>
      ) : null}
      {squad.isSuccess && !playerId ? <p className="coach:text-sm coach:text-slate-600">No players yet.</p> : null}
      {playerId ? <History key={playerId} teamId={teamId} playerId={playerId} /> : null}
    </Card>
  );
}
