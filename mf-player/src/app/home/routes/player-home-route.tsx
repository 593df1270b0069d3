import { useCurrentUser } from '@rugby/kit';
import { useEducationRequired, usePlayerTraining } from '../../../features/activities/api/get-player-training.ts';
import { useEntriesWithPendingWrites, type ShownEntry } from '../../../features/activities/api/pending-writes.ts';
import { ActivitiesCard, toDo } from '../../../features/activities/components/activities-card.tsx';
import { UpcomingCard } from '../../../features/calendar/components/upcoming-card.tsx';
import { CheckInCard } from '../../../features/check-in/components/check-in-card.tsx';
import { LawsCard } from '../../../features/laws/components/laws-card.tsx';
import { useLawsPopup } from '../../../features/laws/components/use-laws-popup.tsx';
import { usePlayerTeam } from '../../../features/messages/api/get-player-team.ts';
import { TeamMessagesCard } from '../../../features/messages/components/team-messages-card.tsx';
import { NotificationsCard } from '../../../features/notifications/components/notifications-card.tsx';
import { usePlayerProgress } from '../../../features/progress/api/get-player-progress.ts';
import { RecoveryTipCard } from '../../../features/recovery/components/recovery-tip-card.tsx';
import { SkillsGuideCard } from '../../../features/skills-guide/components/skills-guide-card.tsx';
import { useTeamTrainingToday } from '../../../features/team-training/api/get-team-training-today.ts';
import { TeamSessionBar } from '../../../features/team-training/components/team-session-bar.tsx';
import { WelfareCard } from '../../../features/welfare/components/welfare-card.tsx';
import { EducationRequired } from '../components/education-required.tsx';
import { PlayerHomeHeader } from '../components/player-home-header.tsx';
import { ProgressSummaryCards } from '../components/progress-summary-cards.tsx';
import { useToday } from '../components/use-today.ts';

type DayEntries = ReturnType<typeof usePlayerTraining>['data'];

/** The day's planned minutes (what is left to do after the check-in), the session report's default. */
const plannedMinutes = (entries: DayEntries) => {
  const shown = entries ? toDo(entries) : [];
  return shown.length ? shown.reduce((total, entry) => total + entry.activity.duration, 0) : null;
};

/** Every item of the squad's session in today's list is ticked. */
const sessionDone = (entries: DayEntries) => {
  const team = entries?.filter((e) => e.activity.source === 'team') ?? [];
  return team.length > 0 && team.every((e) => e.completed);
};

/** Today's progress with the ticks and sets not sent yet (made offline) counted, as the server will count them. */
const percentWithUnsent = (shown: readonly ShownEntry[] | undefined): number | undefined => {
  const counted = shown ? toDo(shown) : [];
  if (!counted.some((e) => e.waitingForSignal)) return undefined;
  return (counted.filter((e) => e.completed).length / counted.length) * 100;
};

/**
 * The player home (player-side.md §2): greeting, the player's welfare when not available (stood down under the concussion
 * protocol, or training modified), progress cards, the check-in, today's one plan (the team's session
 * and the player's activities),
 * laws (popup and education gate), the recovery tip, the skills guide and team messages. The day rolls over
 * on its own; every day-dependent query has the day in its key. What an action changes refreshes on its own (the
 * route's declared changes, contracts routeChanges).
 */
export function PlayerHomeRoute({ now }: { now?: () => Date }) {
  const today = useToday(now);
  const { user } = useCurrentUser();
  const training = usePlayerTraining(today);
  const teamTraining = useTeamTrainingToday(today);
  const progress = usePlayerProgress(today);
  const team = usePlayerTeam();

  const laws = useLawsPopup({ date: today });
  const locked = useEducationRequired(training);
  const todayPercent = percentWithUnsent(useEntriesWithPendingWrites(training.data)) ?? progress.data?.today.percent;

  return (
    <main className="ply:mx-auto ply:grid ply:w-full ply:max-w-5xl ply:gap-6 ply:px-4 ply:py-6 ply:pb-24 ply:sm:py-8">
      <PlayerHomeHeader key={today} now={now} />
      <WelfareCard date={today} />
      <ProgressSummaryCards todayPercent={todayPercent} weekPercent={progress.data?.progress} position={user?.position} />
      {locked ? (
        <EducationRequired onReviewLaws={() => void laws.openUnviewed()} />
      ) : (
        <div className="ply:grid ply:gap-6 ply:lg:grid-cols-3">
          <div className="ply:grid ply:content-start ply:gap-6 ply:lg:col-span-2">
            <CheckInCard date={today} plannedMinutes={plannedMinutes(training.data)} />
            {training.isError ? (
              <p role="alert" className="ply:rounded-xl ply:bg-danger-50 ply:p-4 ply:text-sm ply:text-danger-700">
                Today's activities could not be loaded. They will retry shortly.
              </p>
            ) : (
              <ActivitiesCard
                date={today}
                entries={training.data}
                isLoading={training.isPending}
                squad={<TeamSessionBar today={teamTraining.data} isLoading={teamTraining.isPending} sessionDone={sessionDone(training.data)} />}
              />
            )}
          </div>
          <div className="ply:grid ply:content-start ply:gap-6">
            {team.data?.teamId ? <UpcomingCard teamId={team.data.teamId} /> : null}
            <LawsCard
              date={today}
              unviewedCount={laws.unviewedCount}
              reviewCount={laws.reviewCount}
              onLearn={() => void laws.openUnviewed()}
              onReview={() => void laws.openToday()}
            />
            <RecoveryTipCard date={today} />
            <SkillsGuideCard position={user?.position} />
            {team.data?.teamId ? <TeamMessagesCard teamId={team.data.teamId} /> : null}
            <NotificationsCard />
          </div>
        </div>
      )}
      {laws.element}
    </main>
  );
}
