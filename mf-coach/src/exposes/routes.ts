import '../styles.css';
import { preloadable, type RemoteRouteModule } from '@rugby/kit';
import { DashboardRoute } from '../app/dashboard/routes/dashboard-route.tsx';

/** Screens of mf-coach by route id. */
export const routes: RemoteRouteModule['routes'] = {
  dashboard: { Component: DashboardRoute, handle: { title: 'Coach Dashboard' } },
  'season-settings': {
    Component: preloadable(() => import('../features/season-settings/routes/season-settings-route.tsx').then((m) => m.SeasonSettingsRoute)),
    handle: { title: 'Season Settings' },
  },
  teams: {
    Component: preloadable(() => import('../features/teams/routes/teams-route.tsx').then((m) => m.TeamsRoute)),
    handle: { title: 'Your Teams' },
  },
  reports: {
    Component: preloadable(() => import('../features/reports/routes/reports-route.tsx').then((m) => m.ReportsRoute)),
    handle: { title: 'Reports' },
  },
  'feedback-admin': {
    Component: preloadable(() => import('../features/feedback-admin/routes/feedback-admin-route.tsx').then((m) => m.default)),
    handle: { title: 'Beta Feedback Admin' },
  },
};
