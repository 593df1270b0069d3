import { Card, CardContent } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { weekOfKey, addDaysToKey } from '@rugby/kit/lib/calendar.ts';
import { usePlayerTeamId } from '../api/get-player-team.ts';
import { useTeamEvents, type PlayerEvent } from '../api/get-team-events.ts';
import { dayLabel } from '@rugby/contracts/calendar';
import { PersonalFeed } from '../components/personal-feed.tsx';
import { PlayerEventItem } from '../components/player-event.tsx';

/** The events by week (Monday first), labelled from the team's today as the server gave it. */
function byWeek(events: readonly PlayerEvent[], today: string) {
  const thisWeek = weekOfKey(today).weekStart;
  const weeks = new Map<string, PlayerEvent[]>();
  for (const event of events) {
    const { weekStart } = weekOfKey(event.date);
    weeks.set(weekStart, [...(weeks.get(weekStart) ?? []), event]);
  }
  return [...weeks].map(([weekStart, list]) => ({
    weekStart,
    label: weekStart === thisWeek ? 'This week' : weekStart === addDaysToKey(thisWeek, 7) ? 'Next week' : `Week of ${dayLabel(weekStart)}`,
    events: list,
  }));
}

function TeamCalendar({ teamId }: { teamId: string }) {
  const events = useTeamEvents(teamId);
  return (
    <>
      {events.isPending ? <Skeleton label="Loading the calendar..." lines={4} /> : null}
      {events.isError ? (
        <p role="alert" className="ply:rounded-xl ply:bg-danger-50 ply:p-4 ply:text-sm ply:text-danger-700">
          The team calendar could not be loaded. Please try again later.
        </p>
      ) : null}
      {events.data && !events.data.events.length ? (
        <Card>
          <CardContent className="ply:pt-5 ply:text-sm ply:text-slate-600">Nothing on the team calendar for the next 8 weeks.</CardContent>
        </Card>
      ) : null}
      {events.data
        ? byWeek(events.data.events, events.data.from).map((week) => (
            <section key={week.weekStart} aria-labelledby={`week-${week.weekStart}`} className="ply:grid ply:gap-2">
              <h2 id={`week-${week.weekStart}`} className="ply:text-sm ply:font-bold ply:uppercase ply:tracking-wide ply:text-slate-600">
                {week.label}
              </h2>
              <ul aria-label={week.label} className="ply:grid ply:gap-3">
                {week.events.map((event) => (
                  <li key={event.id}>
                    <PlayerEventItem event={event} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
      <PersonalFeed teamId={teamId} />
    </>
  );
}

/** /player/calendar: the team's next 8 weeks with the player's answers, and their calendar subscription. */
export function CalendarRoute() {
  const team = usePlayerTeamId();
  return (
    <main className="ply:mx-auto ply:grid ply:w-full ply:max-w-3xl ply:gap-6 ply:px-4 ply:py-6 ply:pb-24 ply:sm:py-8">
      <div>
        <h1 className="ply:text-3xl ply:font-extrabold ply:tracking-tight ply:text-brand-900">Calendar</h1>
        <p className="ply:mt-1 ply:text-slate-600">Matches and training for the next 8 weeks. Let your coach know if you can make it.</p>
      </div>
      {team.isPending ? <Skeleton label="Loading your team..." lines={2} /> : null}
      {team.isError ? (
        <p role="alert" className="ply:text-sm ply:text-danger-700">
          Your team could not be loaded. Please try again later.
        </p>
      ) : null}
      {team.isSuccess && !team.data ? <p className="ply:text-slate-700">Join a team to see its calendar.</p> : null}
      {team.data ? <TeamCalendar teamId={team.data} /> : null}
    </main>
  );
}
