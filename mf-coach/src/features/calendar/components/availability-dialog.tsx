import { AVAILABILITY_LABELS } from '@rugby/contracts/calendar';
import { POSITION_LABELS, type Position } from '@rugby/contracts/domain';
import { Button, LoadingState, serverMessage, toast } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { BellRing } from 'lucide-react';
import { useChaseAvailability } from '../api/chase-availability.ts';
import { useEventAvailability, type EventAvailability } from '../api/get-event-availability.ts';
import type { CalendarEvent } from '../api/get-team-events.ts';
import { dayLabel } from '@rugby/contracts/calendar';
import { hasStarted } from '@rugby/kit/lib/calendar.ts';
import { WelfareBadge } from '../../../components/welfare/welfare-badge.tsx';
import { countsText } from './event-format.ts';

const COLUMNS = [
  ['available', 'Available'],
  ['unavailable', 'Unavailable'],
  ['maybe', 'Maybe'],
  ['noResponse', 'No answer'],
] as const;
const cell = 'coach:px-2 coach:py-1.5';
const positionLabel = (p: string | null) => (p ? (POSITION_LABELS[p as Position] ?? p) : 'No position');

function ByPosition({ rows }: { rows: EventAvailability['byPosition'] }) {
  return (
    <div className="coach:overflow-x-auto" role="region" aria-label="Availability by position" tabIndex={0}>
      <table className="coach:w-full coach:text-left coach:text-sm">
        <caption className="coach:sr-only">Availability by position</caption>
        <thead className="coach:bg-slate-50 coach:text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              Position
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className={`${cell} coach:text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.position ?? 'none'} className="coach:border-t coach:border-slate-200">
              <th scope="row" className={`${cell} coach:font-semibold coach:text-slate-900`}>
                {row.label}
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key} className={`${cell} coach:text-right coach:tabular-nums`}>
                  {row[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Who is available for an event: the counts, by position, each player's answer and reason (and their welfare when
 * they are stood down or modified), and the chase.
 */
export function AvailabilityDialog({ event, onClose }: { event: CalendarEvent; onClose(): void }) {
  const availability = useEventAvailability(event.id);
  const chase = useChaseAvailability();
  const data = availability.data;
  const open = event.status === 'scheduled' && !hasStarted(event);

  const onChase = () =>
    chase.mutate(event.id, {
      onSuccess: ({ message }) => toast({ title: 'Players chased', description: message, variant: 'success' }),
      onError: (error) => toast({ title: 'Could not chase', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title={`Availability: ${event.displayTitle}`} description={`${dayLabel(event.date)} at ${event.startTime}`}>
        {availability.isPending ? <LoadingState label="Loading availability..." shape="list" className="coach:min-h-32" /> : null}
        {availability.isError ? (
          <p role="alert" className="coach:text-sm coach:text-danger-700">
            {serverMessage(availability.error, 'Could not load who is available.')}
          </p>
        ) : null}
        {data ? (
          <div className="coach:grid coach:gap-4">
            <p className="coach:font-semibold coach:text-slate-900">{countsText(data.counts)}</p>
            {open ? (
              <Button variant="secondary" onClick={onChase} disabled={chase.isPending || data.counts.noResponse === 0} className="coach:justify-self-start">
                <BellRing aria-hidden className="coach:size-4" /> {chase.isPending ? 'Chasing...' : 'Chase non-responders'}
              </Button>
            ) : null}
            <ByPosition rows={data.byPosition} />
            <ul aria-label="Players' answers" className="coach:grid coach:gap-2">
              {data.players.map((player) => (
                <li key={player.userId} className="coach:rounded-lg coach:border coach:border-slate-200 coach:px-3 coach:py-2 coach:text-sm">
                  <div className="coach:flex coach:flex-wrap coach:items-baseline coach:justify-between coach:gap-x-3">
                    <span className="coach:font-semibold coach:text-slate-900">
                      {player.name} <span className="coach:font-normal coach:text-slate-600">· {positionLabel(player.position)}</span>
                    </span>
                    <span className={player.status === 'unavailable' ? 'coach:font-semibold coach:text-danger-700' : 'coach:text-slate-700'}>
                      {player.status ? AVAILABILITY_LABELS[player.status] : 'No answer'}
                    </span>
                  </div>
                  {player.reason ? <p className="coach:mt-0.5 coach:break-words coach:text-slate-600">{player.reason}</p> : null}
                  <WelfareBadge summary={player.welfare} quiet className="coach:mt-1" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
