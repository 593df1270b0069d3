import { AVAILABILITY_LABELS } from '@rugby/contracts/calendar';
import { Badge, cn } from '@rugby/kit';
import { MapPin } from 'lucide-react';
import { SubjectResponses } from '../../../components/replies/subject-responses.tsx';
import type { PlayerEvent } from '../api/get-team-events.ts';
import { AvailabilityAnswer } from './availability-answer.tsx';
import { dayLabel } from '@rugby/contracts/calendar';
import { hasStarted } from '@rugby/kit/lib/calendar.ts';
import { whenText } from './event-format.ts';

/** One event for the player: title, when, where, a cancellation and its reason, and their answer while it can change. */
export function PlayerEventItem({ event }: { event: PlayerEvent }) {
  const cancelled = event.status === 'cancelled';
  const started = hasStarted(event);
  return (
    <article
      aria-label={`${event.displayTitle}, ${dayLabel(event.date)}`}
      className="ply:grid ply:min-w-0 ply:gap-1.5 ply:rounded-xl ply:border ply:border-slate-200 ply:p-3"
    >
      <div className="ply:flex ply:flex-wrap ply:items-center ply:gap-2">
        <p className={cn('ply:break-words ply:font-semibold', cancelled ? 'ply:text-slate-500 ply:line-through' : 'ply:text-slate-900')}>
          {event.displayTitle}
        </p>
        {cancelled ? <Badge className="ply:bg-danger-600 ply:text-white">Cancelled</Badge> : null}
      </div>
      <p className="ply:text-sm ply:text-slate-700">{whenText(event)}</p>
      {event.location ? (
        <p className="ply:flex ply:min-w-0 ply:items-center ply:gap-1 ply:break-words ply:text-sm ply:text-slate-600">
          <MapPin aria-hidden className="ply:size-4 ply:shrink-0" />
          {event.location}
        </p>
      ) : null}
      {cancelled && event.cancelReason ? <p className="ply:break-words ply:text-sm ply:text-danger-700">{event.cancelReason}</p> : null}
      {cancelled ? null : started ? (
        <p className="ply:text-sm ply:text-slate-600">Your answer: {event.myAvailability ? AVAILABILITY_LABELS[event.myAvailability.status] : 'none'}</p>
      ) : (
        <AvailabilityAnswer event={event} />
      )}
      <SubjectResponses teamId={event.teamId} subjectKind="event" subjectId={event.id} subjectTitle={event.displayTitle} closed={cancelled || started} />
    </article>
  );
}
