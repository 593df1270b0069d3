import { Card, CardContent, CardHeader, CardTitle } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { Link } from '@rugby/kit/router.ts';
import { CalendarDays } from 'lucide-react';
import { useTeamEvents } from '../api/get-team-events.ts';
import { hasStarted } from '@rugby/kit/lib/calendar.ts';
import { PlayerEventItem } from './player-event.tsx';

/** How many events the home shows. */
const NEXT = 3;

/** The home's Upcoming card: the team's next three events with the player's answers, and the way to the full calendar. */
export function UpcomingCard({ teamId }: { teamId: string }) {
  const events = useTeamEvents(teamId);
  const next = events.data?.events.filter((event) => !hasStarted(event)).slice(0, NEXT);
  return (
    <Card role="region" aria-labelledby="upcoming-events">
      <CardHeader className="ply:flex-row ply:items-center ply:justify-between">
        <CardTitle id="upcoming-events" className="ply:flex ply:items-center ply:gap-2">
          <CalendarDays aria-hidden className="ply:size-5 ply:text-brand-700" /> Upcoming
        </CardTitle>
        <Link to="/player/calendar" className="ply:text-sm ply:font-semibold ply:text-brand-700 ply:underline">
          Full calendar
        </Link>
      </CardHeader>
      <CardContent>
        {events.isPending ? <Skeleton label="Loading the calendar..." lines={3} /> : null}
        {events.isError ? <p className="ply:text-sm ply:text-slate-600">The team calendar is not available right now.</p> : null}
        {next && !next.length ? <p className="ply:text-sm ply:text-slate-600">Nothing on the team calendar yet.</p> : null}
        {next?.length ? (
          <ul aria-label="Upcoming events" className="ply:grid ply:gap-3">
            {next.map((event) => (
              <li key={event.id}>
                <PlayerEventItem event={event} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
