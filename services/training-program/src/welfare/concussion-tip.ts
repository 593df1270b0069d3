import type { RecoveryTip } from '../content/recovery-tips.ts';

/**
 * The recovery tip on every day of the concussion protocol, in place of the tip of the day, by the stage the player is
 * at (World Rugby Concussion Guidance: relative rest, no alcohol or driving early on, emergency care when symptoms get
 * worse; each stage only when symptom-free).
 */
const REST: RecoveryTip = {
  id: 'recovery-concussion-rest',
  category: 'recovery',
  title: 'Recovering from a head knock',
  duration: 'Every day of rest',
  content:
    'Rest your body and your brain: cut screen time, sleep well and keep to easy everyday activities until your stage allows more. ' +
    'No alcohol and no driving until a doctor says so; under 18, tell a parent or carer how you feel each day. In the first 24 hours ' +
    'after a knock, do not stay alone. If a headache gets worse, ' +
    'you vomit, feel very drowsy or confused, or have weakness or a seizure, go to the emergency department at once.',
};

const BUILDING: RecoveryTip = {
  id: 'recovery-concussion-build',
  category: 'recovery',
  title: 'Building back up, one stage at a time',
  duration: 'Each day of stages 2 to 4',
  content:
    "Do only your stage's activity, at its pace, and stop the moment a symptom comes back: report it and rest. Keep screens, study " +
    'and work light if they bring symptoms on, sleep well and eat regularly. No alcohol until a doctor clears you.',
};

const CONTACT: RecoveryTip = {
  id: 'recovery-concussion-contact',
  category: 'recovery',
  title: 'Back to contact: report anything',
  duration: 'Each day of full contact practice',
  content:
    'A doctor has cleared you for contact: warm up fully, build into contact and tell your coach at once about any headache, ' +
    'dizziness or feeling not right, during training or after it. You still may not play a match before your earliest return date.',
};

export function concussionTip(stage: number): RecoveryTip {
  if (stage <= 1) return REST;
  return stage >= 5 ? CONTACT : BUILDING;
}
