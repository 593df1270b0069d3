/** Plain data about the structured program (no zod: web apps import it on their first screens). */
export const BLOCK_KINDS = ['warmup', 'skills', 'strength', 'conditioning', 'laws', 'cooldown'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const BLOCK_LABELS: Record<BlockKind, string> = {
  warmup: 'Warm-up', skills: 'Skills', strength: 'Strength', conditioning: 'Conditioning', laws: 'Laws focus', cooldown: 'Cool-down',
};
