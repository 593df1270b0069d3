import { Button, buttonVariants, Card, cn } from '@rugby/kit';
import { Link } from '@rugby/kit/router.ts';
import { Progress } from '@rugby/kit/ui/progress.tsx';
import { CalendarRange, Circle, CircleCheck, Send, Sparkles, UserPlus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { InvitePlayerDialog } from '../../../components/invitations/components/invite-player-dialog.tsx';
import type { CoachDashboard } from '../api/get-dashboard.ts';
import { useTeamProgramStatus, useTeamSeasonSettings, type ProgramStatus, type SeasonSettingsAnswer } from '../api/get-first-steps.ts';
import { preloadTab } from './tab-screens.ts';

/** The tabs a first step opens. */
export type FirstStepTab = 'ai-training' | 'approved-programs';

/** Which of a new team's first steps are done, from the answers the dashboard already has. */
export interface FirstSteps {
  /** A coach saved the team's season settings (not the defaults). */
  seasonSet: boolean;
  /** At least one player has joined. */
  hasPlayers: boolean;
  /** The team has an approved program. */
  hasProgram: boolean;
  /** An approved program was pushed to the squad. */
  pushed: boolean;
}

export function firstStepsOf(dashboard: CoachDashboard, programs: ProgramStatus, settings: SeasonSettingsAnswer): FirstSteps {
  return {
    seasonSet: settings.savedAt !== null,
    hasPlayers: dashboard.team.playerCount > 0,
    hasProgram: programs.approved > 0,
    pushed: programs.pushed > 0,
  };
}

/** A team that has no players and no approved program yet: its coach is greeted 'Welcome', not 'Welcome back'. */
export const isNewTeam = (dashboard: CoachDashboard | undefined, programs: ProgramStatus | undefined) =>
  dashboard?.team.playerCount === 0 && programs?.approved === 0;

interface Step {
  key: string;
  title: string;
  hint: string;
  done: boolean;
  action(primary: boolean): ReactNode;
}

const actionClasses = 'coach:ml-8 coach:shrink-0 coach:self-start coach:sm:ml-0 coach:sm:self-center';

/**
 * 'Get your team started': a new team's four first steps, in order, each done or to do (an icon and a word) with the
 * action that does it. Shown above the Overview's widgets once the team's program status and season settings are in,
 * until all four are done. The answers refresh when the coach acts (declared changes) or a player joins (server push),
 * so a step turns done without a reload.
 */
export function FirstStepsCard({ dashboard, onOpenTab }: { dashboard: CoachDashboard; onOpenTab(tab: FirstStepTab): void }) {
  const teamId = dashboard.team.id;
  const programs = useTeamProgramStatus(teamId);
  const settings = useTeamSeasonSettings(teamId);
  const titleId = useId();
  // Until both answers are in (or when one failed), the card cannot tell what is done: it stays away.
  if (!programs.data || !settings.data) return null;
  const status = firstStepsOf(dashboard, programs.data, settings.data);

  const tabButton = (tab: FirstStepTab, label: ReactNode) => (primary: boolean) => (
    <Button
      size="sm"
      variant={primary ? 'primary' : 'secondary'}
      className={actionClasses}
      onPointerEnter={() => preloadTab(tab)}
      onFocus={() => preloadTab(tab)}
      onClick={() => onOpenTab(tab)}
    >
      {label}
    </Button>
  );
  const steps: Step[] = [
    {
      key: 'season',
      title: 'Set your season dates',
      hint: 'Pre-season and in-season dates decide what each week of training works on.',
      done: status.seasonSet,
      action: (primary) => (
        <Link to="/coach/season-settings" className={cn(buttonVariants({ size: 'sm', variant: primary ? 'primary' : 'secondary' }), actionClasses)}>
          <CalendarRange aria-hidden className="coach:size-4" /> Set season dates
        </Link>
      ),
    },
    {
      key: 'players',
      title: 'Invite your players',
      hint: 'Text each player a link to join. Done when the first one has joined.',
      done: status.hasPlayers,
      action: (primary) => (
        <InvitePlayerDialog
          trigger={
            <Button size="sm" variant={primary ? 'primary' : 'secondary'} className={actionClasses}>
              <UserPlus aria-hidden className="coach:size-4" /> Invite a player
            </Button>
          }
        />
      ),
    },
    {
      key: 'program',
      title: 'Create your first program',
      hint: 'Start from an elite playing style or your own sessions, then approve it.',
      done: status.hasProgram,
      action: tabButton(
        'ai-training',
        <>
          <Sparkles aria-hidden className="coach:size-4" /> Create a program
        </>,
      ),
    },
    {
      key: 'push',
      title: 'Push it to your squad',
      hint: 'Every player gets the approved program as daily training.',
      done: status.pushed,
      action: tabButton(
        'approved-programs',
        <>
          <Send aria-hidden className="coach:size-4" /> Push a program
        </>,
      ),
    },
  ];
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const next = steps.find((step) => !step.done)!;
  const progress = `${done} of ${steps.length} done`;

  return (
    <Card className="coach:p-4 coach:sm:p-6">
      <section aria-labelledby={titleId} className="coach:grid coach:gap-4">
        <div className="coach:flex coach:flex-col coach:gap-1 coach:sm:flex-row coach:sm:items-baseline coach:sm:justify-between coach:sm:gap-4">
          <div className="coach:min-w-0">
            <h3 id={titleId} className="coach:text-lg coach:font-bold coach:text-brand-900">
              Get your team started
            </h3>
            <p className="coach:text-sm coach:text-slate-600">Four steps to your squad's first week of training.</p>
          </div>
          <p aria-live="polite" className="coach:shrink-0 coach:text-sm coach:font-semibold coach:text-slate-700">
            {progress}
          </p>
        </div>
        <Progress value={(done / steps.length) * 100} aria-label="Team setup progress" getValueLabel={() => progress} />
        <ol className="coach:grid coach:gap-3">
          {steps.map((step) => (
            <li
              key={step.key}
              className="coach:flex coach:flex-col coach:gap-3 coach:rounded-xl coach:border coach:border-slate-200 coach:p-3 coach:sm:flex-row coach:sm:items-center coach:sm:justify-between"
            >
              <div className="coach:flex coach:min-w-0 coach:items-start coach:gap-3">
                {step.done ? (
                  <CircleCheck aria-hidden className="coach:mt-0.5 coach:size-5 coach:shrink-0 coach:text-brand-600" />
                ) : (
                  <Circle aria-hidden className="coach:mt-0.5 coach:size-5 coach:shrink-0 coach:text-slate-400" />
                )}
                <div className="coach:min-w-0">
                  <p className={cn('coach:font-semibold', step.done ? 'coach:text-slate-600' : 'coach:text-slate-900')}>{step.title}</p>
                  <p className="coach:text-sm coach:text-slate-600">
                    <span className={cn('coach:font-semibold', step.done ? 'coach:text-brand-700' : 'coach:text-slate-700')}>
                      {step.done ? 'Done' : 'To do'}
                    </span>
                    {step.done ? null : <> · {step.hint}</>}
                  </p>
                </div>
              </div>
              {step.done ? null : step.action(step === next)}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
