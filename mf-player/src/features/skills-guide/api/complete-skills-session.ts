import type { Position } from '@rugby/contracts/domain';
import { apiRequest } from '@rugby/kit';
import { useMutation } from '@rugby/kit/query.ts';
import type { trainingLogSchema } from '@rugby/contracts/routes/training-program';
import type { z } from 'zod';

type TrainingLogEntry = z.infer<typeof trainingLogSchema>;

export const completeSkillsSession = (position: Position) =>
  apiRequest<TrainingLogEntry>('POST', '/api/player/skills-session', { position });

/** POST /api/player/skills-session {position}: records a completed skills activity for today. */
export const useCompleteSkillsSession = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useMutation({ mutationFn: completeSkillsSession, onSuccess: () => onSuccess?.() });
