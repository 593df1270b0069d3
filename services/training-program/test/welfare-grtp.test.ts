import { ageGroupOf, concussionSignsIn, isSuspectedConcussion, PROTOCOLS, UNIONS, type ConcussionSymptom } from '@rugby/contracts';
import { describe, expect, it } from 'vitest';
import { earliestReturnDate, nextStep, replay, type CaseFacts } from '../src/welfare/grtp.ts';

const at = (iso: string) => new Date(iso);
/** A knock on Sat 7 Mar 2026 at 15:00 UTC, recorded at 16:00. */
const base: CaseFacts = {
  occurredOn: '2026-03-07',
  recordedAt: at('2026-03-07T16:00:00Z'),
  union: 'world-rugby',
  ageGroup: 'adult',
  clearances: [],
  reports: [],
};
/** One report a day at 17:00 UTC from 8 March, symptom-free unless told. */
const daily = (n: number, symptomsOn: Record<number, ConcussionSymptom[]> = {}) =>
  Array.from({ length: n }, (_, i) => {
    const date = `2026-03-${String(8 + i).padStart(2, '0')}`;
    return { date, reportedAt: at(`${date}T17:00:00Z`), symptoms: symptomsOn[i] ?? [] };
  });

describe('the protocol table', () => {
  it('gives the minimum stand-down by union and age group: 21 days for 19 and over, 23 under 19', () => {
    for (const union of UNIONS) {
      expect(PROTOCOLS[union].source.length).toBeGreaterThan(40);
      expect(earliestReturnDate('2026-03-07', union, 'adult')).toBe('2026-03-28');
      expect(earliestReturnDate('2026-03-07', union, 'under-19')).toBe('2026-03-30');
      expect(PROTOCOLS[union].stageMinimumHours).toBe(24);
      expect(PROTOCOLS[union].clearanceBeforeStage).toBe(5);
    }
  });

  it('counts a player as an adult from 19, and an unknown age as under 19 (the longer stand-down)', () => {
    expect(ageGroupOf(19)).toBe('adult');
    expect(ageGroupOf(35)).toBe('adult');
    expect(ageGroupOf(18)).toBe('under-19');
    expect(ageGroupOf(15)).toBe('under-19');
    expect(ageGroupOf(null)).toBe('under-19');
  });
});

describe('Recognise and Remove: what is a suspected concussion', () => {
  it('is a head or neck check-in with a symptom ticked or written, or any note of a blow to the head', () => {
    expect(isSuspectedConcussion({ injury: true, area: 'head-neck', symptoms: ['headache'], notes: null })).toBe(true);
    expect(isSuspectedConcussion({ injury: true, area: 'head-neck', symptoms: [], notes: 'took a knock to the head… headache' })).toBe(true);
    expect(isSuspectedConcussion({ injury: true, area: 'shoulder', symptoms: [], notes: 'Got a knock to the head in the tackle' })).toBe(true);
    expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes: 'clash of heads, bit dazed' })).toBe(true);
    expect(isSuspectedConcussion({ injury: true, area: 'head-neck', symptoms: [], notes: 'feeling dizzy since Saturday' })).toBe(true);
    expect(isSuspectedConcussion({ injury: true, area: 'shoulder', symptoms: ['dizziness'], notes: 'hurt it in the tackle' })).toBe(true);
  });

  it('is a core symptom ticked with any injury, or neck pain with a head or neck injury; not illness or a lingering one alone', () => {
    expect(isSuspectedConcussion({ injury: true, area: 'ankle-foot', symptoms: ['blurred-vision', 'balance'], notes: null })).toBe(true);
    expect(isSuspectedConcussion({ injury: true, area: 'head-neck', symptoms: ['neck-pain'], notes: 'stiff neck' })).toBe(true);
    expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes: 'neck pain and tingling after the tackle' })).toBe(true);
    expect(isSuspectedConcussion({ injury: true, area: 'illness', symptoms: ['fatigue', 'sleep'], notes: 'heavy cold' })).toBe(false);
    expect(isSuspectedConcussion({ injury: true, area: 'hamstring', symptoms: ['fatigue'], notes: 'tight legs' })).toBe(false);
    // A symptom denied is not one; one that came back is.
    expect(concussionSignsIn('no headache today, feeling great').symptoms).toEqual([]);
    expect(concussionSignsIn('headache has gone, slept well').symptoms).toEqual([]);
    expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes: 'no headache or dizziness after the tackle, all good' })).toBe(false);
    expect(concussionSignsIn('headache was gone this morning but it came back after lunch').symptoms).toEqual(['headache']);
    // Plain words for head pain, and tingling or numbness (a red flag) after a collision.
    expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes: 'my head hurts after the tackle yesterday' })).toBe(true);
    expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes: 'numb arm and neck after the scrum collapsed' })).toBe(true);
    expect(isSuspectedConcussion({ injury: true, area: 'head-neck', symptoms: [], notes: 'tingling down both arms' })).toBe(true);
  });

  it('reads the head knocks players write, and a symptom after a collision or a fall', () => {
    for (const notes of [
      'hit my head on the ground',
      'elbow in the face at the ruck',
      'kicked in the head',
      'took a knee to the head',
      'banged heads in the tackle',
      'felt dizzy after a tackle yesterday',
      "fell awkwardly, don't feel right",
      'got smashed in a tackle, head is ringing',
      'ears ringing after the tackle, bit spaced out',
      'shoulder to the chin in the tackle, feel a bit off',
      'landed on my head in the lineout, fine',
    ])
      expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes }), notes).toBe(true);
  });

  it('is not a neck strain without symptoms, nor an unrelated note', () => {
    for (const notes of [
      'knocked my knee, head coach said ice it',
      'head physio says rest the ankle',
      'hit the gym hard, sore quads',
      'scrum was heavy, sore back',
      'fell asleep late on the bus, bit of a headache',
      'hit the gym hard, feeling sick after',
    ])
      expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes }), notes).toBe(false);
    expect(isSuspectedConcussion({ injury: true, area: 'head-neck', symptoms: [], notes: 'neck niggle, turning is fine' })).toBe(false);
    expect(isSuspectedConcussion({ injury: true, area: 'hamstring', symptoms: [], notes: 'tight hamstring after sprints' })).toBe(false);
    expect(isSuspectedConcussion({ injury: false, area: null, symptoms: [], notes: null })).toBe(false);
  });

  it('reads the symptoms a note names', () => {
    expect(concussionSignsIn("headache and I don't feel right, a bit of blurred vision").symptoms).toEqual(['headache', 'blurred-vision', 'not-right']);
    expect(concussionSignsIn('knocked out for a second').headImpact).toBe(true);
  });
});

describe('the graduated return to play, replayed', () => {
  it('starts at stage 1 (rest) and moves a stage a day on symptom-free reports, at least 24 hours apart', () => {
    expect(replay(base).stage).toBe(1);
    const state = replay({ ...base, reports: daily(3) });
    expect(state.reportStages).toEqual([2, 3, 4]);
    expect(state.stage).toBe(4);
  });

  it('does not move before the stage has lasted 24 hours', () => {
    // 08:00 the next day is 16 hours after the 16:00 record; 17:00 the day after is 24+ hours after that.
    const early = [{ date: '2026-03-08', reportedAt: at('2026-03-08T08:00:00Z'), symptoms: [] }];
    expect(replay({ ...base, reports: early }).stage).toBe(1);
    const later = [...early, { date: '2026-03-09', reportedAt: at('2026-03-09T07:59:00Z'), symptoms: [] }];
    expect(replay({ ...base, reports: later }).stage).toBe(2);
  });

  it('moves back a stage when symptoms return, and the lower stage is done again for its full 24 hours', () => {
    const state = replay({ ...base, reports: daily(5, { 2: ['headache'] }) });
    // 2, 3, back to 2 (headache: a rest day), 2 again from the next symptom-free report, then 3 a day later.
    expect(state.reportStages).toEqual([2, 3, 2, 2, 3]);
    const atOne = replay({ ...base, reports: daily(3, { 0: ['dizziness'] }) });
    expect(atOne.reportStages).toEqual([1, 1, 2]);
  });

  it('holds at stage 4 until a clearance recorded at stage 4, before the report, then allows full contact', () => {
    // Stage 4 begins with the report of 10 March at 17:00.
    const reports = daily(6);
    expect(replay({ ...base, reports }).stage).toBe(4);
    const clearedLate = replay({ ...base, reports, clearances: [at('2026-03-13T18:00:00Z')] });
    expect(clearedLate.stage).toBe(4);
    const cleared = replay({ ...base, reports, clearances: [at('2026-03-11T09:00:00Z')] });
    expect(cleared.reportStages).toEqual([2, 3, 4, 5, 5, 5]);
    expect(cleared.clearanceCounts).toBe(true);
  });

  it('does not count a clearance recorded before stage 4, nor one from before symptoms came back', () => {
    const early = replay({ ...base, reports: daily(6), clearances: [at('2026-03-08T09:00:00Z')] });
    expect(early.reportStages).toEqual([2, 3, 4, 4, 4, 4]);
    expect(early.clearanceCounts).toBe(false);
    // Cleared at stage 4, full contact on 11 March, a headache on 12 March: back to 4, and a new clearance is needed.
    const relapse = replay({ ...base, reports: daily(7, { 4: ['headache'] }), clearances: [at('2026-03-11T09:00:00Z')] });
    expect(relapse.reportStages).toEqual([2, 3, 4, 5, 4, 4, 4]);
    expect(relapse.clearanceCounts).toBe(false);
  });

  it('never returns to play before the earliest return date, whatever the reports and the clearance', () => {
    const cleared = { ...base, clearances: [at('2026-03-11T09:00:00Z')] };
    const state = replay({ ...cleared, reports: daily(21) }); // reports to 28 March
    expect(state.reportStages.slice(0, 4)).toEqual([2, 3, 4, 5]);
    expect(state.reportStages.indexOf(6)).toBe(20); // the report of 28 March, day 21
    expect(state.returnedOn).toBe('2026-03-28');
    const junior = replay({ ...cleared, ageGroup: 'under-19', reports: daily(23) });
    expect(junior.returnedOn).toBe('2026-03-30');
    expect(replay({ ...cleared, ageGroup: 'under-19', reports: daily(21) }).returnedOn).toBeNull();
  });

  it('reads the stage on a date from the reports up to that date', () => {
    const facts = { ...base, reports: daily(3) };
    expect(replay(facts, '2026-03-07').stage).toBe(1);
    expect(replay(facts, '2026-03-09').stage).toBe(3);
  });

  it('says what has to happen next', () => {
    const now = at('2026-03-12T09:00:00Z');
    const four = { ...base, reports: daily(3) };
    expect(nextStep(four, replay(four), now)).toContain('A doctor must clear you before stage 5');
    const two = { ...base, reports: daily(1) };
    expect(nextStep(two, replay(two), now)).toContain('moves you to stage 3');
    const done = { ...base, clearances: [at('2026-03-11T09:00:00Z')], reports: daily(21) };
    expect(nextStep(done, replay(done), now)).toBe('Returned to play on Sat 28 Mar.');
  });
});
