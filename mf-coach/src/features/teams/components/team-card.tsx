import { COACH_ROLE_LABELS, type CoachRole } from '@rugby/contracts/domain';
import { Badge, Button, buttonVariants, Card, cn } from '@rugby/kit';
import { Link, useNavigate } from '@rugby/kit/router.ts';
import { CalendarRange, Clock, LayoutDashboard, Users } from 'lucide-react';
import { useId } from 'react';
import { useCurrentTeamStore } from '../../../components/teams/current-team.ts';
import type { TeamSummary } from '../../../components/teams/get-teams.ts';
import { timeZoneLabel } from '../../../components/teams/time-zones.ts';
import { TeamForm } from './team-form.tsx';

const roleLabel = (role: string) => COACH_ROLE_LABELS[role as CoachRole] ?? role;
const linkClasses = cn(buttonVariants({ variant: 'secondary', size: 'sm' }));

/**
 * One of the coach's teams: what it is (role, players, time zone), the way to its dashboard, players and season
 * settings, and its details to edit. With more than one team, the one the dashboard shows is marked and any other
 * can be shown instead.
 */
export function TeamCard({ team, isCurrent, canSwitch }: { team: TeamSummary; isCurrent: boolean; canSwitch: boolean }) {
  const titleId = useId();
  const choose = useCurrentTeamStore((state) => state.choose);
  const navigate = useNavigate();
  const players = `${team.playerCount} ${team.playerCount === 1 ? 'player' : 'players'}`;
  // Choosing a team then opening one of its pages: the dashboard and season settings follow the choice.
  const openAs = (to: string) => () => {
    choose(team.id);
    navigate(to);
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="coach:grid coach:gap-5 coach:p-5 coach:sm:p-6 coach:lg:grid-cols-[1fr_24rem]">
      <div className="coach:grid coach:content-start coach:gap-3">
        <div className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
          <h2 id={titleId} className="coach:text-xl coach:font-bold coach:text-slate-900">
            {team.name}
          </h2>
          <Badge variant="outline">{roleLabel(team.role)}</Badge>
          {canSwitch && isCurrent ? <Badge variant="accent">Shown on your dashboard</Badge> : null}
        </div>
        {team.description ? <p className="coach:text-slate-700">{team.description}</p> : null}
        <dl className="coach:grid coach:gap-2 coach:text-sm coach:text-slate-700">
          <div className="coach:flex coach:items-center coach:gap-2">
            <Users aria-hidden className="coach:size-4 coach:text-brand-700" />
            <dt className="coach:sr-only">Squad</dt>
            <dd>{players}</dd>
          </div>
          <div className="coach:flex coach:items-center coach:gap-2">
            <Clock aria-hidden className="coach:size-4 coach:text-brand-700" />
            <dt className="coach:sr-only">Time zone</dt>
            <dd>{timeZoneLabel(team.timeZone)}</dd>
          </div>
        </dl>
        <div className="coach:flex coach:flex-wrap coach:gap-2">
          {canSwitch && !isCurrent ? (
            <Button size="sm" onClick={openAs('/coach/dashboard')}>
              <LayoutDashboard aria-hidden className="coach:size-4" /> Show on dashboard
            </Button>
          ) : (
            <Link to="/coach/dashboard" className={linkClasses}>
              <LayoutDashboard aria-hidden className="coach:size-4" /> Dashboard
            </Link>
          )}
          {isCurrent ? (
            <>
              <Link to="/coach/dashboard?tab=players" className={linkClasses}>
                <Users aria-hidden className="coach:size-4" /> Players
              </Link>
              <Link to="/coach/season-settings" className={linkClasses}>
                <CalendarRange aria-hidden className="coach:size-4" /> Season settings
              </Link>
            </>
          ) : null}
        </div>
      </div>
      <div className="coach:rounded-lg coach:border coach:border-slate-200 coach:p-4">
        <h3 className="coach:mb-3 coach:font-bold coach:text-slate-900">Team details</h3>
        <TeamForm team={team} />
      </div>
    </Card>
  );
}
