import { COPY } from '@rugby/contracts/copy';
import { Card } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { CoachPage } from '../../../components/coach-page.tsx';
import { currentTeamOf, useChosenTeamId } from '../../../components/teams/current-team.ts';
import { useTeams } from '../../../components/teams/get-teams.ts';
import { TeamCard } from '../components/team-card.tsx';

/** /coach/teams: the coach's teams, each with its details (name, description, time zone) and the way to its pages. */
export function TeamsRoute() {
  const teams = useTeams();
  const current = currentTeamOf(teams.data, useChosenTeamId());
  const canSwitch = (teams.data?.length ?? 0) > 1;

  return (
    <CoachPage
      wide
      title="Your Teams"
      intro={canSwitch ? 'Choose the team your dashboard shows, and keep each team’s details current.' : 'Your team’s details and time zone.'}
    >
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
    </CoachPage>
  );
}
