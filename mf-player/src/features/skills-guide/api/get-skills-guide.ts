import type { Position } from '@rugby/contracts/domain';
import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type SkillsGuide = RouteOutput<'skillsGuide'>;

export const skillsGuideQueryOptions = (position: Position) => routeQuery('skillsGuide', { query: { position } });

/** GET /api/player/skills-guide?position=: a position's primary and secondary skills with techniques and drills. */
export const useSkillsGuide = (position: Position | null) => useQuery({ ...skillsGuideQueryOptions(position ?? 'prop'), enabled: position !== null });
