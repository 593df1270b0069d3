import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, type AttendanceSource, type AttendanceStatus } from '@rugby/contracts/calendar';
import { POSITION_LABELS, type Position } from '@rugby/contracts/domain';
import { Button, cn, LoadingState, serverMessage, toast } from '@rugby/kit';
import { Dialog, DialogClose, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { useState } from 'react';
import { useEventAttendance, type AttendanceSheet } from '../api/get-event-attendance.ts';
import { useSessionsLogged } from '../api/get-sessions-logged.ts';
import type { CalendarEvent } from '../api/get-team-events.ts';
import { useSaveAttendance } from '../api/save-attendance.ts';
import { dayLabel } from '@rugby/contracts/calendar';
import { useTeamWelfare, welfareByPlayer, type WelfarePlayer } from '../../../components/welfare/get-team-welfare.ts';
import { WelfareBadge } from '../../../components/welfare/welfare-badge.tsx';

const SOURCE_NOTES: Partial<Record<AttendanceSource, string>> = {
  availability: 'From their availability',
  'training-log': 'Logged the session',
};

type Marks = Record<string, AttendanceStatus | null>;

/** The server's prefill, with players who logged a session that day marked present where it had nothing to go on. */
function withLoggedSessions(sheet: AttendanceSheet, logged: ReadonlySet<string>): AttendanceSheet {
  if (sheet.taken) return sheet;
  return {
    ...sheet,
    players: sheet.players.map((p) =>
      p.source === 'none' && logged.has(p.userId) ? { ...p, status: 'present' as const, source: 'training-log' as const } : p,
    ),
  };
}

function Sheet({
  event,
  sheet,
  welfare,
  onClose,
}: {
  event: CalendarEvent;
  sheet: AttendanceSheet;
  welfare: ReadonlyMap<string, WelfarePlayer>;
  onClose(): void;
}) {
  const save = useSaveAttendance();
  // The sheet as the server prefilled it (or as saved), changed by the coach.
  const [marks, setMarks] = useState<Marks>(() => Object.fromEntries(sheet.players.map((p) => [p.userId, p.status])));
  const marked = sheet.players.filter((p) => marks[p.userId]);

  function onSave() {
    const records = marked.map((p) => ({ userId: p.userId, status: marks[p.userId]!, ...(p.note ? { note: p.note } : {}) }));
    save.mutate(
      { eventId: event.id, body: { records } },
      {
        onSuccess: () => {
          toast({ title: 'Attendance saved', description: `${records.length} of ${sheet.players.length} players recorded.`, variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: 'Could not save attendance', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="coach:grid coach:gap-4">
      <p className="coach:text-sm coach:text-slate-600">
        {sheet.taken ? 'Saved earlier; change any answer and save again.' : 'Prefilled from availability and logged sessions: check it and save.'}
      </p>
      <ul aria-label="Attendance" className="coach:grid coach:gap-2">
        {sheet.players.map((player) => {
          const nameId = `attendance-${player.userId}`;
          const note = sheet.taken ? undefined : SOURCE_NOTES[player.source];
          return (
            <li key={player.userId} className="coach:grid coach:gap-2 coach:rounded-lg coach:border coach:border-slate-200 coach:p-3">
              <p className="coach:text-sm">
                <span id={nameId} className="coach:font-semibold coach:text-slate-900">
                  {player.name}
                </span>
                <span className="coach:text-slate-600">
                  {' '}
                  · {player.position ? (POSITION_LABELS[player.position as Position] ?? player.position) : 'No position'}
                  {note ? ` · ${note}` : ''}
                </span>{' '}
                <WelfareBadge summary={welfare.get(player.userId)?.summary} quiet />
              </p>
              <div role="radiogroup" aria-labelledby={nameId} className="coach:flex coach:flex-wrap coach:gap-1.5">
                {ATTENDANCE_STATUSES.map((status) => {
                  const checked = marks[player.userId] === status;
                  return (
                    <label
                      key={status}
                      className={cn(
                        'coach:flex coach:cursor-pointer coach:items-center coach:gap-1.5 coach:rounded-full coach:border coach:px-3 coach:py-1 coach:text-sm coach:has-focus-visible:outline-2 coach:has-focus-visible:outline-brand-600',
                        checked
                          ? 'coach:border-brand-700 coach:bg-brand-50 coach:font-semibold coach:text-brand-900'
                          : 'coach:border-slate-300 coach:text-slate-700',
                      )}
                    >
                      <input
                        type="radio"
                        name={nameId}
                        value={status}
                        checked={checked}
                        onChange={() => setMarks((m) => ({ ...m, [player.userId]: status }))}
                        className="coach:size-3.5 coach:accent-brand-700"
                      />
                      {ATTENDANCE_LABELS[status]}
                    </label>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="coach:flex coach:flex-wrap coach:items-center coach:justify-end coach:gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button onClick={onSave} disabled={save.isPending || marked.length === 0}>
          {save.isPending ? 'Saving...' : 'Save attendance'}
        </Button>
      </div>
    </div>
  );
}

/**
 * Take an event's attendance: per player Present, Late, Absent or Injured, prefilled by the server; Save. Each
 * player's welfare today (stood down, modified) shows by their name when it can be read; the sheet does not wait for it.
 */
export function AttendanceDialog({ event, onClose }: { event: CalendarEvent; onClose(): void }) {
  const sheet = useEventAttendance(event.id);
  const welfare = welfareByPlayer(useTeamWelfare(event.teamId).data);
  // Sessions logged that day complete the prefill; without them (not answered, or refused) the sheet still opens.
  const logged = useSessionsLogged(event.teamId, event.date);
  const ready = sheet.data && !logged.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Attendance: ${event.displayTitle}`} description={`${dayLabel(event.date)} at ${event.startTime}`}>
        {sheet.isPending || (sheet.data && logged.isPending) ? <LoadingState label="Loading the sheet..." shape="list" className="coach:min-h-32" /> : null}
        {sheet.isError ? (
          <p role="alert" className="coach:text-sm coach:text-danger-700">
            {serverMessage(sheet.error, 'Could not load the attendance sheet.')}
          </p>
        ) : null}
        {ready && !sheet.data.players.length ? <p className="coach:text-sm coach:text-slate-600">No players in the squad yet.</p> : null}
        {ready && sheet.data.players.length ? (
          <Sheet event={event} sheet={withLoggedSessions(sheet.data, logged.data ?? new Set())} welfare={welfare} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
