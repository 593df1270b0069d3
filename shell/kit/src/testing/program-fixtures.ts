/** Test fixtures of the structured training program (not part of the bundle: only tests import this file). */
import type { ProgramDayDoc, ProgramDocument, ProgramItemDoc } from '@rugby/contracts/program/schema';

/** An item with no dose, no contact, from the library; `over` sets what a test needs. */
export const programItem = (over: Partial<ProgramItemDoc> = {}): ProgramItemDoc => ({
  exerciseId: null,
  name: 'Item',
  minutes: 5,
  sets: 1,
  reps: null,
  repsMax: null,
  durationSeconds: null,
  distanceMeters: null,
  restSeconds: null,
  perSide: false,
  load: { kind: 'none' },
  tempo: null,
  cues: [],
  equipment: [],
  contact: 'none',
  intensity: 'moderate',
  notes: null,
  origin: 'library',
  ...over,
});

/** Monday, MD-5, 32 minutes: a warm-up (6 × 45 s, rest 15 s) and strength with a back squat (4 × 5 @ 80% 1RM, rest 2 min) and an added, controlled-contact tackle drill. */
export const programDay = (over: Partial<ProgramDayDoc> = {}): ProgramDayDoc => ({
  day: 'monday',
  matchDayRole: 'MD-5',
  theme: 'Contact and power',
  blocks: [
    {
      kind: 'warmup',
      note: 'Activate phase 1',
      items: [programItem({ name: 'Dynamic prep', minutes: 8, sets: 6, durationSeconds: 45, restSeconds: 15, cues: ['Tall posture'] })],
    },
    {
      kind: 'strength',
      note: null,
      items: [
        programItem({
          name: 'Back squat',
          minutes: 14,
          sets: 4,
          reps: 5,
          load: { kind: 'percent1rm', percent: 80 },
          restSeconds: 120,
          cues: ['Brace before you descend', 'Drive through mid-foot'],
          equipment: ['barbell', 'rack'],
          notes: 'Warm up to the working weight.',
        }),
        programItem({ name: 'Tackle technique', minutes: 10, contact: 'controlled', origin: 'added' }),
      ],
    },
  ],
  ...over,
});

/** A week of Monday, Tuesday and Friday (each `programDay`), with rest-day and weekend text. */
export const programDocument = (over: Partial<ProgramDocument> = {}): ProgramDocument => ({
  version: 1,
  title: 'All Blacks Style: In-season Week',
  intro: ['Style: All Blacks.', 'Season phase: in-season.'],
  meta: {
    source: 'elite',
    style: 'all-blacks',
    seasonPhase: 'in-season',
    weekOfPhase: 2,
    matchDay: 'saturday',
    ageBand: 'adult',
    position: null,
    customizations: [],
  },
  days: [
    programDay(),
    programDay({ day: 'tuesday', matchDayRole: 'MD-4', theme: 'Speed' }),
    programDay({ day: 'friday', matchDayRole: 'MD-1', theme: 'Captain\u2019s run' }),
  ],
  restDay: 'Rest: walk and stretch.',
  weekend: 'Match Saturday, recovery Sunday.',
  ...over,
});
