import { EVENT_KIND_LABELS } from '@rugby/contracts/calendar';
import { Badge, Button, cn } from '@rugby/kit';
import { ClipboardCheck, Dumbbell, MapPin, Pencil, Trophy, Users, XCircle } from 'lucide-react';
import { SubjectResponses } from '../../../components/replies/subject-responses.tsx';
import type { CalendarEvent } from '../api/get-team-events.ts';
import { dayLabel } from '@rugby/contracts/calendar';
import { hasStarted } from '@rugby/kit/lib/calendar.ts';
import { countsText, whenText } from './event-format.ts';

/** The program day running on a session's date, as the calendar shows it. */
export interface ProgramDayLine {
  dayNumber: number;
  /** 'MD-4', 'MD+2'; 'none' outside match weeks. */
  matchDayRole: string;
  theme: string;
}

/** 'Day 3 · MD-4 · Power & contact' (no role in a bye week or outside the in-season). */
export const programDayText = (day: ProgramDayLine) =>
  [`Day ${day.dayNumber}`, day.matchDayRole === 'none' ? '' : day.matchDayRole, day.theme].filter(Boolean).join(' · ');

export type EventAction = 'availability' | 'edit' | 'cancel' | 'attendance';

/**
 * One event: kind, title, when (the team's date and time as given), place, competition, a cancellation and its reason,
 * the squad's answers and, for a session, the program day; and what the coach can do with it now.
 */
export function EventCard({ event, programDay, onAction }: { event: CalendarEvent; programDay?: ProgramDayLine; onAction(action: EventAction): void }) {
  const cancelled = event.status === 'cancelled';
  const started = hasStarted(event);
  return (
    <article
      aria-label={`${event.displayTitle}, ${dayLabel(event.date)}`}
      className={cn(
        'coach:grid coach:min-w-0 coach:gap-2 coach:rounded-xl coach:border coach:p-4',
        cancelled ? 'coach:border-slate-200 coach:bg-slate-50' : 'coach:border-slate-200 coach:bg-white',
      )}
    >
      <div className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
        <Badge variant={event.kind === 'match' ? 'brand' : 'muted'}>{EVENT_KIND_LABELS[event.kind]}</Badge>
        {cancelled ? <Badge className="coach:bg-danger-600 coach:text-white">Cancelled</Badge> : null}
        {event.attendanceTaken ? <Badge variant="outline">Attendance taken</Badge> : null}
      </div>
      <h4 className={cn('coach:break-words coach:text-lg coach:font-bold', cancelled ? 'coach:text-slate-500 coach:line-through' : 'coach:text-slate-900')}>
        {event.displayTitle}
      </h4>
      <p className="coach:text-sm coach:font-semibold coach:text-slate-800">{whenText(event)}</p>
      {cancelled && event.cancelReason ? <p className="coach:break-words coach:text-sm coach:text-danger-700">Reason: {event.cancelReason}</p> : null}
      {event.location || event.competition ? (
        <p className="coach:flex coach:flex-wrap coach:gap-x-4 coach:gap-y-1 coach:text-sm coach:text-slate-600">
          {event.location ? (
            <span className="coach:inline-flex coach:min-w-0 coach:items-center coach:gap-1 coach:break-words">
              <MapPin aria-hidden className="coach:size-4 coach:shrink-0" />
              {event.location}
            </span>
          ) : null}
          {event.competition ? (
            <span className="coach:inline-flex coach:min-w-0 coach:items-center coach:gap-1 coach:break-words">
              <Trophy aria-hidden className="coach:size-4 coach:shrink-0" />
              {event.competition}
            </span>
          ) : null}
        </p>
      ) : null}
      {event.kind === 'training' && programDay ? (
        <p className="coach:inline-flex coach:items-center coach:gap-1 coach:text-sm coach:text-brand-800">
          <Dumbbell aria-hidden className="coach:size-4 coach:shrink-0" />
          {programDayText(programDay)}
        </p>
      ) : null}
      {!cancelled && event.availabilityCounts ? <p className="coach:text-sm coach:text-slate-700">{countsText(event.availabilityCounts)}</p> : null}
      {cancelled ? null : (
        <div className="coach:flex coach:flex-wrap coach:gap-2 coach:pt-1">
          <Button size="sm" variant="secondary" onClick={() => onAction('availability')}>
            <Users aria-hidden className="coach:size-4" /> Availability
          </Button>
          {started ? (
            <Button size="sm" onClick={() => onAction('attendance')}>
              <ClipboardCheck aria-hidden className="coach:size-4" /> {event.attendanceTaken ? 'Edit attendance' : 'Take attendance'}
            </Button>
          ) : (
            <>
              <Button size="sm" variant="secondary" onClick={() => onAction('edit')}>
                <Pencil aria-hidden className="coach:size-4" /> Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onAction('cancel')}>
                <XCircle aria-hidden className="coach:size-4" /> Cancel event
              </Button>
            </>
          )}
        </div>
      )}
      <SubjectResponses teamId={event.teamId} subjectKind="event" subjectId={event.id} subjectTitle={event.displayTitle} closed={cancelled} />
    </article>
  );
}
