import { useRouteMutation, type RouteOutput } from '@rugby/kit';

export type LawAnswer = RouteOutput<'answerLawQuestion'>;

/**
 * POST /api/player/answer-law {lawId, optionId}: the answer to a review law's question. The server says whether it was
 * right, which option was, why, and when the law comes back; what the route declares it changes (the laws, the day's
 * laws block, progress) is refreshed after.
 */
export const useAnswerLaw = () =>
  useRouteMutation('answerLawQuestion', { input: ({ lawId, optionId }: { lawId: string; optionId: string }) => ({ body: { lawId, optionId } }) });
