import { grtpStage, type BlockKind, type Intensity, type ProgramItemDoc } from '@rugby/contracts';
import { coachItem } from '../generator/dosing.ts';
import { itemActivity, type PlayerActivity } from '../player/daily-plan.ts';

/** Ids of the activities a GRTP stage puts in the player's day (so a plan can tell them from the usual training). */
export const GRTP_ACTIVITY_PREFIX = 'grtp-';
export const isGrtpActivity = (activityId: string) => activityId.startsWith(GRTP_ACTIVITY_PREFIX);

/** A stage's activity: timed work with no load or contact, added by the protocol (not a library exercise). */
const stageItem = (name: string, minutes: number, intensity: Intensity, notes: string, cues: string[]): ProgramItemDoc => ({
  ...coachItem(name, minutes, notes),
  durationSeconds: minutes * 60,
  cues,
  intensity,
  origin: 'added',
});

const STOP_CUE = 'Stop at once and tell your coach if any symptom comes back';

/**
 * What each stage of the graduated return to play does on a training day, in place of the squad's session and the
 * personal program (World Rugby Concussion Guidance stages; stage 1 is rest, so its day has nothing to tick; from
 * stage 5, full contact after a medical clearance, the player trains as planned).
 */
const STAGE_DAYS: Record<number, ReadonlyArray<{ key: string; category: BlockKind; item: ProgramItemDoc }>> = {
  1: [],
  2: [
    {
      key: 'aerobic',
      category: 'conditioning',
      item: stageItem('Easy walk, swim or stationary bike', 20, 'low', grtpStage(2).activity, [
        'Easy pace: under 70 % of your maximum heart rate, able to talk in full sentences',
        'No weights, no running drills',
        STOP_CUE,
      ]),
    },
  ],
  3: [
    {
      key: 'running',
      category: 'conditioning',
      item: stageItem('Running drills on your own', 20, 'moderate', grtpStage(3).activity, [
        'Build from a jog to strides at about 70 % of top speed',
        'No tackling, no contact, nothing where the head can be hit',
        STOP_CUE,
      ]),
    },
    {
      key: 'handling',
      category: 'skills',
      item: stageItem('Ball handling on your own', 10, 'low', 'Passing against a wall and catching on the move; no head impact activities.', [
        'Soft hands, eyes on the ball',
        STOP_CUE,
      ]),
    },
  ],
  4: [
    {
      key: 'drills',
      category: 'skills',
      item: stageItem('Non-contact training drills', 30, 'moderate', grtpStage(4).activity, [
        'Passing, kicking and running lines, with the squad on a squad day or on your own; no contact, no tackle or breakdown work',
        STOP_CUE,
      ]),
    },
    {
      key: 'resistance',
      category: 'strength',
      item: stageItem(
        'Progressive resistance training',
        20,
        'moderate',
        'Your usual lifts at about 70 % of your working weights: a squat or trap-bar deadlift 3 × 5, a press (bench or push-ups) and a row 3 × 8. No maximal lifts, no neck work, nothing overhead with a bar.',
        ['RPE 6 at most: leave 3 or more reps in reserve on every set', STOP_CUE],
      ),
    },
  ],
};

/** The activities of a stage's training day (stages 1–4), as the player's day lists them. */
export function grtpActivities(stage: number): PlayerActivity[] {
  return (STAGE_DAYS[stage] ?? []).map(({ key, category, item }) => ({
    ...itemActivity(`${GRTP_ACTIVITY_PREFIX}${stage}-${key}`, category, { ...item, name: `Return to play, stage ${stage}: ${item.name}` }),
    source: 'personal' as const,
  }));
}
