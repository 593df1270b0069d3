import { COPY } from '@rugby/contracts/copy';
import { Suspense, useEffect, useRef } from 'react';
import { ApiError, Button, Card, LoadingState, useCurrentUser, useLogout } from '@rugby/kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@rugby/kit/ui/tabs.tsx';
import { LogOut, TriangleAlert } from 'lucide-react';
import { useSearchParams } from '@rugby/kit/router.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { useTeamProgramStatus } from '../api/get-first-steps.ts';
import { useMyTeams } from '../api/get-my-teams.ts';
import { useChosenTeamId, useCurrentTeamStore } from '../../../components/teams/current-team.ts';
import { DASHBOARD_TABS, isDashboardTab, type DashboardTabKey } from './dashboard-tabs.ts';
import { FirstStepsCard, isNewTeam, type FirstStepTab } from './first-steps-card.tsx';
import { OverviewTab } from '../../../features/overview/components/overview-tab.tsx';
import { CustomizeButton } from '../../../features/overview/components/widget-layout-dialog.tsx';
import { AiTrainingScreen, CalendarScreen, MessagesScreen, PlayersScreen, PlaysScreen, preloadTab, TrainingProgramScreen } from './tab-screens.ts';

function DashboardStatus({ onOpenTab }: { onOpenTab(tab: FirstStepTab): void }) {
  const dashboard = useDashboard(useChosenTeamId());
  if (dashboard.isPending) return <LoadingState label={COPY.dashboard.loading} shape="cards" className="coach:min-h-48" />;
  if (dashboard.isError || !dashboard.data) {
    return (
      <Card role="alert" className="coach:flex coach:items-center coach:gap-3 coach:p-5 coach:text-danger-700">
        <TriangleAlert aria-hidden className="coach:size-5 coach:shrink-0" />
        <p className="coach:font-semibold">{COPY.dashboard.error}</p>
      </Card>
    );
  }
  return (
    <>
      <FirstStepsCard dashboard={dashboard.data} onOpenTab={onOpenTab} />
      <OverviewTab dashboard={dashboard.data} />
    </>
  );
}

/** A chosen team the coach no longer coaches (403) or that is gone (404): back to the first team. */
function useForgetTeamNoLongerCoached(chosenTeamId: string | null, error: Error | null) {
  const choose = useCurrentTeamStore((state) => state.choose);
  const lost = chosenTeamId !== null && error instanceof ApiError && (error.status === 403 || error.status === 404);
  useEffect(() => {
    if (lost) choose(null);
  }, [lost, choose]);
}

/**
 * The coach dashboard frame: greeting, Customize and Logout, and the seven tabs (short labels on small
 * screens). The selected tab lives in the URL (?tab=) so the top bar can link to it. A new team's coach is greeted
 * 'Welcome' (no players and no approved program yet), everyone else 'Welcome back'; the Overview shows a new team's
 * first steps above its widgets.
 */
export function DashboardFrame() {
  const { user } = useCurrentUser();
  const chosenTeamId = useChosenTeamId();
  const dashboard = useDashboard(chosenTeamId);
  const myTeams = useMyTeams();
  const listedTeam = myTeams.data?.myTeams.find((team) => team.id === chosenTeamId) ?? myTeams.data?.myTeams[0];
  const teamName = dashboard.data?.team.name ?? listedTeam?.name;
  useForgetTeamNoLongerCoached(chosenTeamId, dashboard.error);
  const { logout, isPending: loggingOut } = useLogout();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DashboardTabKey = isDashboardTab(requested) ? requested : 'overview';
  const selectTab = (value: string) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  // A first step that opens a tab moves the focus to that tab (the Overview and the step's button leave the page).
  const triggers = useRef<Partial<Record<DashboardTabKey, HTMLButtonElement | null>>>({});
  const openTab = (key: DashboardTabKey) => {
    selectTab(key);
    triggers.current[key]?.focus();
  };
  const teamId = dashboard.data?.team.id ?? listedTeam?.id;
  const coachName = dashboard.data?.coach.name ?? ([user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'Coach');
  const programs = useTeamProgramStatus(dashboard.data?.team.id);
  const greeting = isNewTeam(dashboard.data, programs.data) ? 'Welcome' : 'Welcome back';

  return (
    <main className="coach:mx-auto coach:w-full coach:max-w-7xl coach:px-4 coach:py-6 coach:pb-24 coach:sm:py-8">
      <div className="coach:flex coach:flex-col coach:gap-4 coach:sm:flex-row coach:sm:items-end coach:sm:justify-between">
        <div>
          <h1 className="coach:text-2xl coach:font-extrabold coach:tracking-tight coach:text-brand-900 coach:sm:text-3xl">
            {greeting}, {coachName}
          </h1>
          <p className="coach:mt-1 coach:text-slate-600">{teamName ? `${teamName} · coach dashboard` : 'Your coach dashboard'}</p>
        </div>
        <div className="coach:flex coach:gap-2">
          <CustomizeButton />
          <Button variant="secondary" onClick={logout} disabled={loggingOut}>
            <LogOut aria-hidden className="coach:size-4" /> Logout
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={selectTab} className="coach:mt-6">
        <TabsList aria-label="Dashboard sections">
          {DASHBOARD_TABS.map((t) => (
            <TabsTrigger
              key={t.key}
              ref={(element) => {
                triggers.current[t.key] = element;
              }}
              value={t.key}
              onPointerEnter={() => preloadTab(t.key)}
              onFocus={() => preloadTab(t.key)}
              className="coach:px-1 coach:text-[0.8rem] coach:sm:px-3 coach:sm:text-sm"
            >
              <span className="coach:sm:hidden">{t.short}</span>
              <span className="coach:hidden coach:sm:inline">{t.label}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {DASHBOARD_TABS.map((t) => (
          <TabsContent key={t.key} value={t.key} className="coach:grid coach:gap-4">
            <div>
              <h2 className="coach:text-xl coach:font-bold coach:text-slate-900">{t.label}</h2>
              <p className="coach:text-sm coach:text-slate-600">{t.description}</p>
            </div>
            {t.key === 'overview' ? <DashboardStatus onOpenTab={openTab} /> : null}
            <Suspense fallback={<LoadingState label={COPY.loading} className="coach:min-h-48" />}>
              {t.key === 'players' && dashboard.data ? <PlayersScreen teamId={dashboard.data.team.id} /> : null}
              {t.key === 'plays' ? <PlaysScreen /> : null}
              {t.key === 'messages' && dashboard.data ? <MessagesScreen teamId={dashboard.data.team.id} /> : null}
              {t.key === 'approved-programs' && teamId ? <TrainingProgramScreen teamId={teamId} onEdit={() => selectTab('ai-training')} /> : null}
              {t.key === 'ai-training' && teamId ? <AiTrainingScreen teamId={teamId} onApproved={() => selectTab('approved-programs')} /> : null}
              {t.key === 'calendar' && teamId ? <CalendarScreen teamId={teamId} /> : null}
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
