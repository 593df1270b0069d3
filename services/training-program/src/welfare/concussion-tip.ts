import type { RecoveryTip } from '../content/recovery-tips.ts';

/**
 * The recovery tip on every day of the concussion protocol, in place of the tip of the day (World Rugby Concussion
 * Guidance: relative rest, no alcohol or driving early on, emergency care when symptoms get worse).
 */
export const CONCUSSION_TIP: RecoveryTip = {
  id: 'recovery-concussion-rest',
  category: 'recovery',
  title: 'Recovering from a head knock',
  duration: 'Every day of the return to play',
  content:
    'Rest your body and your brain: cut screen time, sleep well and keep to easy everyday activities until your stage allows more. ' +
    'No alcohol and no driving until a doctor says so, and do not stay alone in the first 24 hours. If a headache gets worse, ' +
    'you vomit, feel very drowsy or confused, or have weakness or a seizure, go to the emergency department at once.',
};
