import { calendarRoutes } from './calendar.ts';
import { feedbackRoutes } from './feedback.ts';
import { messagingRoutes } from './messaging.ts';
import { teamRoutes } from './team.ts';
import { trainingProgramRoutes } from './training-program.ts';
import type { RouteDef, ServiceName } from './define.ts';

export * from './define.ts';
export * from './team.ts';
export * from './calendar.ts';
export * from './feedback.ts';
export * from './messaging.ts';
export * from './training-program.ts';
export * from './welfare.ts';
export * from './changes.ts';
export * from './paths.ts';

export const routesByService = {
  team: { ...teamRoutes, ...calendarRoutes },
  'training-program': trainingProgramRoutes,
  messaging: messagingRoutes,
  feedback: feedbackRoutes,
} as const satisfies Record<ServiceName, Record<string, RouteDef>>;

/** Every documented REST route: the gateway's router, each service's mounts and the conformance test read this. */
export const routeTable: ReadonlyArray<RouteDef & { id: string }> = Object.values(routesByService).flatMap((routes) =>
  Object.entries(routes).map(([id, def]) => ({ id, ...(def as RouteDef) })),
);

/** Every documented REST route by its id (ids are unique across services; the gateway test checks it). */
export const routes = { ...teamRoutes, ...calendarRoutes, ...trainingProgramRoutes, ...messagingRoutes, ...feedbackRoutes } as const;
export type Routes = typeof routes;
export type RouteId = keyof Routes;
/** Routes that read (GET): what the web app caches, under query keys that begin with the route id. */
export type QueryRouteId = { [K in RouteId]: Routes[K]['method'] extends 'GET' ? K : never }[RouteId];
/** Routes that change something: each declares what it changes in `routeChanges`. */
export type MutationRouteId = Exclude<RouteId, QueryRouteId>;
