import { preloadable } from '@rugby/kit';
import type { DashboardTabKey } from './dashboard-tabs.ts';

/**
 * The dashboard's tabs but Overview: downloaded when first opened, or before, when the coach points at or focuses
 * their tab (docs/decisions/018). The dashboard's first screen carries the Overview only.
 */
export const PlayersScreen = preloadable(() => import('../../../features/players/components/players-tab.tsx').then((m) => m.PlayersTab));
export const TrainingProgramScreen = preloadable(() => import('./training-program-tab.tsx').then((m) => m.TrainingProgramTab));
export const AiTrainingScreen = preloadable(() => import('../../../features/ai-training/components/ai-training-tab.tsx').then((m) => m.AiTrainingTab));
export const PlaysScreen = preloadable(() => import('../../../features/plays/components/plays-panel.tsx').then((m) => m.PlaysPanel));
export const MessagesScreen = preloadable(() => import('../../../features/messages/components/messages-tab.tsx').then((m) => m.MessagesTab));
export const CalendarScreen = preloadable(() => import('../../../features/calendar/components/calendar-tab.tsx').then((m) => m.CalendarTab));

const SCREENS: Record<Exclude<DashboardTabKey, 'overview'>, { preload(): Promise<unknown> }> = {
  players: PlayersScreen,
  'approved-programs': TrainingProgramScreen,
  'ai-training': AiTrainingScreen,
  plays: PlaysScreen,
  messages: MessagesScreen,
  calendar: CalendarScreen,
};

/** Starts downloading a tab's screen; a failure shows when the tab is opened. */
export function preloadTab(key: DashboardTabKey): void {
  if (key !== 'overview') SCREENS[key].preload().catch(() => {});
}
