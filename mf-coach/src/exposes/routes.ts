import '../styles.css';
import { lazy } from 'react';
import type { RemoteRouteModule } from '@rugby/kit';
import { DashboardRoute } from '../features/dashboard/routes/dashboard-route.tsx';

/** Screens of mf-coach by route id. Later issues add: season-settings, feedback-admin. */
export const routes: RemoteRouteModule['routes'] = {
  dashboard: { Component: DashboardRoute, handle: { title: 'Coach Dashboard' } },
  'season-settings': { Component: lazy(() => import('../features/season-settings/routes/season-settings-route.tsx').then((m) => ({ default: m.SeasonSettingsRoute }))), handle: { title: 'Season Settings' } },
  'feedback-admin': { Component: lazy(() => import('../features/feedback-admin/routes/feedback-admin-route.tsx')), handle: { title: 'Beta Feedback Admin' } },
};
