import { feedbackRoutes } from './feedback.ts';
import { messagingRoutes } from './messaging.ts';
import { teamRoutes } from './team.ts';
import { trainingProgramRoutes } from './training-program.ts';
import type { RouteDef, ServiceName } from './define.ts';

export * from './define.ts';
export * from './team.ts';
export * from './feedback.ts';
export * from './messaging.ts';
export * from './training-program.ts';

export const routesByService = {
  team: teamRoutes,
  'training-program': trainingProgramRoutes,
  messaging: messagingRoutes,
  feedback: feedbackRoutes,
} as const satisfies Record<ServiceName, Record<string, RouteDef>>;

/** Every documented REST route: the gateway's router, each service's mounts and the conformance test read this. */
export const routeTable: ReadonlyArray<RouteDef & { id: string }> = Object.values(routesByService).flatMap((routes) =>
  Object.entries(routes).map(([id, def]) => ({ id, ...(def as RouteDef) })),
);
