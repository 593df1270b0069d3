import type { Position } from '@rugby/contracts/domain';
import { useRouteMutation } from '@rugby/kit';

/** POST /api/player/skills-session {position}: records a completed skills activity for today; the day and progress refresh. */
export const useCompleteSkillsSession = () => useRouteMutation('skillsSession', { input: (position: Position) => ({ body: { position } }) });
