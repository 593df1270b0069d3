import { Button, Card, LoadingState, serverMessage } from '@rugby/kit';
import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { addDaysToKey } from '@rugby/kit/lib/calendar.ts';
import { timeZoneLabel } from '../../../components/teams/time-zones.ts';
import { useProgramDays } from '../api/get-program-days.ts';
import { RECENT_DAYS, useRecentEvents, useUpcomingEvents, type CalendarEvent } from '../api/get-team-events.ts';
import { AttendanceDialog } from './attendance-dialog.tsx';
import { AvailabilityDialog } from './availability-dialog.tsx';
import { CalendarFeed } from './calendar-feed.tsx';
import { CancelEventDialog } from './cancel-event-dialog.tsx';
import { EventCard, type EventAction, type ProgramDayLine } from './event-card.tsx';
import { EventFormDialog, type EventDialogMode } from './event-form-dialog.tsx';
import { byWeek } from './event-format.ts';

const NO_DAYS: ReadonlyMap<string, ProgramDayLine> = new Map();

type Open = { form: EventDialogMode } | { action: Exclude<EventAction, 'edit'>; event: CalendarEvent } | null;

function EventList({
  label,
  events,
  programDays,
  onAction,
}: {
  label: string;
  events: readonly CalendarEvent[];
  programDays: ReadonlyMap<string, ProgramDayLine>;
  onAction(event: CalendarEvent, action: EventAction): void;
}) {
  return (
    <ul aria-label={label} className="coach:grid coach:gap-3 coach:xl:grid-cols-2">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} programDay={programDays.get(event.date)} onAction={(action) => onAction(event, action)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Calendar tab: the team's matches and sessions for the next 8 weeks by week (and the last two weeks, to take
 * attendance), adding, editing and cancelling them, who is available, attendance, and the calendar subscription.
 */
export function CalendarTab({ teamId }: { teamId: string }) {
  const upcoming = useUpcomingEvents(teamId);
  const today = upcoming.data?.from;
  const recent = useRecentEvents(teamId, today);
  // The program day on each session's date; the calendar shows without them when they cannot be read.
  const days = useProgramDays(teamId, today && upcoming.data ? { from: addDaysToKey(today, -RECENT_DAYS), to: upcoming.data.to } : null);
  const programDays: ReadonlyMap<string, ProgramDayLine> = days.data ?? NO_DAYS;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const onAction = (event: CalendarEvent, action: EventAction) => setOpen(action === 'edit' ? { form: { edit: event } } : { action, event });
  const past = recent.data?.events.filter((e) => e.status === 'scheduled') ?? [];

  return (
    <div className="coach:grid coach:min-w-0 coach:gap-4 coach:lg:grid-cols-[1fr_22rem] coach:lg:items-start">
      <div className="coach:grid coach:min-w-0 coach:gap-4">
        <div className="coach:flex coach:flex-wrap coach:gap-2">
          <Button size="sm" onClick={() => setOpen({ form: { create: 'match' } })}>
            <Plus aria-hidden className="coach:size-4" /> Add match
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ form: { create: 'training' } })}>
            <Plus aria-hidden className="coach:size-4" /> Add training
          </Button>
        </div>
        {upcoming.data ? <p className="coach:text-sm coach:text-slate-600">Dates and times are the team's ({timeZoneLabel(upcoming.data.timeZone)}).</p> : null}
        {upcoming.isPending ? <LoadingState label="Loading the calendar..." shape="list" className="coach:min-h-48" /> : null}
        {upcoming.isError ? (
          <p role="alert" className="coach:text-danger-700">
            {serverMessage(upcoming.error, 'Could not load the calendar.')}
          </p>
        ) : null}
        {upcoming.data && !upcoming.data.events.length ? (
          <Card className="coach:p-6 coach:text-center">
            <CalendarDays aria-hidden className="coach:mx-auto coach:size-8 coach:text-brand-700" />
            <p className="coach:mt-2 coach:font-semibold coach:text-slate-900">Nothing on the calendar for the next 8 weeks</p>
            <p className="coach:mt-1 coach:text-sm coach:text-slate-600">Add your fixtures and training sessions: players say whether they can make it.</p>
          </Card>
        ) : null}
        {upcoming.data && today
          ? byWeek(upcoming.data.events, today).map((week) => (
              <section key={week.weekStart} aria-labelledby={`week-${week.weekStart}`} className="coach:grid coach:min-w-0 coach:gap-2">
                <h3 id={`week-${week.weekStart}`} className="coach:text-sm coach:font-bold coach:uppercase coach:tracking-wide coach:text-slate-600">
                  {week.label}
                </h3>
                <EventList label={week.label} events={week.events} programDays={programDays} onAction={onAction} />
              </section>
            ))
          : null}
        {past.length ? (
          <section aria-labelledby="recent-events" className="coach:grid coach:min-w-0 coach:gap-2">
            <h3 id="recent-events" className="coach:text-sm coach:font-bold coach:uppercase coach:tracking-wide coach:text-slate-600">
              Last two weeks
            </h3>
            <EventList label="Last two weeks" events={[...past].reverse()} programDays={programDays} onAction={onAction} />
          </section>
        ) : null}
      </div>
      <CalendarFeed teamId={teamId} />
      {open && 'form' in open ? <EventFormDialog teamId={teamId} mode={open.form} onClose={close} /> : null}
      {open && 'action' in open && open.action === 'availability' ? <AvailabilityDialog event={open.event} onClose={close} /> : null}
      {open && 'action' in open && open.action === 'cancel' ? <CancelEventDialog event={open.event} onClose={close} /> : null}
      {open && 'action' in open && open.action === 'attendance' ? <AttendanceDialog event={open.event} onClose={close} /> : null}
    </div>
  );
}
