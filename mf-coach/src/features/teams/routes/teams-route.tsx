import { COPY } from '@rugby/contracts/copy';
import { Card } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { Link } from '@rugby/kit/router.ts';
import { ArrowLeft } from 'lucide-react';
import { currentTeamOf, useChosenTeamId } from '../../../components/teams/current-team.ts';
import { useTeams } from '../../../components/teams/get-teams.ts';
import { TeamCard } from '../components/team-card.tsx';

/** /coach/teams: the coach's teams, each with its details (name, description, time zone) and the way to its pages. */
export function TeamsRoute() {
  const teams = useTeams();
  const current = currentTeamOf(teams.data, useChosenTeamId());
  const canSwitch = (teams.data?.length ?? 0) > 1;

  return (
    <main className="coach:mx-auto coach:w-full coach:max-w-7xl coach:px-4 coach:py-6 coach:pb-24 coach:sm:py-8">
      <Link
        to="/coach/dashboard"
        className="coach:inline-flex coach:items-center coach:gap-1 coach:text-sm coach:font-semibold coach:text-brand-700 coach:hover:underline"
      >
        <ArrowLeft aria-hidden className="coach:size-4" /> Back to dashboard
      </Link>
      <h1 className="coach:mt-3 coach:text-2xl coach:font-extrabold coach:text-brand-900 coach:sm:text-3xl">Your Teams</h1>
      <p className="coach:mt-1 coach:mb-6 coach:text-slate-600">
        {canSwitch ? 'Choose the team your dashboard shows, and keep each team’s details current.' : 'Your team’s details and time zone.'}
      </p>
      <div className="coach:grid coach:gap-6">
        {teams.isPending ? (
          <Card className="coach:p-6">
            <Skeleton label="Loading your teams…" lines={4} />
          </Card>
        ) : teams.isError ? (
          <Card role="alert" className="coach:p-5 coach:font-semibold coach:text-danger-700">
            Your teams could not be loaded. Please try again.
          </Card>
        ) : teams.data.length === 0 ? (
          <Card role="alert" className="coach:p-5 coach:font-semibold coach:text-danger-700">
            {COPY.teams.noTeam}
          </Card>
        ) : (
          teams.data.map((team) => <TeamCard key={team.id} team={team} isCurrent={team.id === current?.id} canSwitch={canSwitch} />)
        )}
      </div>
    </main>
  );
}
