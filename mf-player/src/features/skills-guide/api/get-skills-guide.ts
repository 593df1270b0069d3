import type { skillsGuideSchema } from '@rugby/contracts/routes/training-program';
import type { Position } from '@rugby/contracts/domain';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type SkillsGuide = z.infer<typeof skillsGuideSchema>;

export const skillsGuideKeys = { position: (position: Position) => ['/api/player/skills-guide', { position }] as const };

export const getSkillsGuide = (position: Position) =>
  apiRequest<SkillsGuide>('GET', `/api/player/skills-guide?position=${encodeURIComponent(position)}`);

export const skillsGuideQueryOptions = (position: Position) =>
  queryOptions({ queryKey: skillsGuideKeys.position(position), queryFn: () => getSkillsGuide(position) });

/** GET /api/player/skills-guide?position=: a position's primary and secondary skills with techniques and drills. */
export const useSkillsGuide = (position: Position | null) =>
  useQuery({ ...skillsGuideQueryOptions(position ?? 'prop'), enabled: position !== null });
