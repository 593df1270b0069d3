import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingLogSchema, type ActivityCategory, type ProgramItemDoc } from '@rugby/contracts';
import { readinessAdaptation } from '@rugby/contracts/training-load';
import { setClock } from '@rugby/service-kit';
import { CHECK_IN_TIPS } from '../src/content/recovery-tips.ts';
import { builtInGenerator } from '../src/generator/program-generator.ts';
import { excludedClass } from '../src/player/readiness-adaptation.ts';
import { tipOfTheDay } from '../src/player/tip-of-the-day.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

type Entry = {
  id: string;
  completed: boolean;
  activity: { id: string; name: string; category: ActivityCategory; item?: ProgramItemDoc; source?: string };
  adjustment?: { reason: string; dropped: boolean; planned: ProgramItemDoc | null };
};

const MONDAY = '2026-03-02'; // pre-season for the fake team
const ready = { sleep: 4, soreness: 4, fatigue: 4, stress: 4, mood: 4 };
const hamstring = { ...ready, injury: true, injuryArea: 'hamstring' };
const wing = people.playerA2;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  setClock(`${MONDAY}T09:00:00Z`);
  // The squad's week (Springboks style), its Monday's tackle drill made a live one: what the coach pushed.
  const { program } = await builtInGenerator().generateEliteProgram('springboks', { seasonPhase: 'pre-season', teamId: 'team-a' });
  const live = program.replace(/^- Tackle technique progression .*$/m, '- Live 1v1 tackle in a channel (8 min): 2 × 90 s, rest 60 s. Matched pairs by size.');
  expect(live).not.toBe(program);
  const approved = await t.post(
    '/api/ai/approve-program',
    { program: live, programType: 'springboks', teamId: 'team-a', programTitle: 'Squad week' },
    people.coachA,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(201);
  expect((await t.post(`/api/programs/${approved.body.id}/push`, {}, people.coachA)).status).toBe(200);
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

async function training(): Promise<Entry[]> {
  const res = await t.get('/api/player/training', wing);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const entry of res.body) trainingLogSchema.parse(entry);
  return res.body as Entry[];
}
async function checkIn(body: object) {
  const res = await t.put('/api/player/readiness', body, wing);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The wing's hamstring day: nothing the hamstring map leaves out is still to do, the squad's items included. */
function expectHamstringDay(day: Entry[]) {
  const adaptation = readinessAdaptation(ready, { reported: true, area: 'hamstring' });
  const todo = day.filter((e) => !e.adjustment?.dropped);
  for (const e of todo) if (e.activity.item) expect(excludedClass(e.activity.item, e.activity.category, adaptation), e.activity.name).toBeNull();
  const dropped = (name: string) => day.find((e) => e.adjustment?.dropped && e.activity.name === name);
  expect(dropped('Nordic hamstring curls')).toMatchObject({
    activity: { source: 'team', category: 'warmup' },
    adjustment: { reason: 'hamstring reported: left out (Nordics — loads the hamstring at its longest, eccentrically)' },
  });
  expect(dropped('Partner-resisted sprints')?.adjustment?.reason).toBe('hamstring reported: left out (sprints — loads the hamstring at high speed)');
  // The warm-up's build-ups and its tag game go too: jog only.
  for (const name of ['Activate: running and movement preparation', 'Tag rugby warm-up game'])
    expect(dropped(name)?.adjustment?.reason, name).toBe(
      'hamstring reported: left out (accelerations and build-ups — accelerating loads the hamstring hard: jog only)',
    );
  const tackle = dropped('Live 1v1 tackle in a channel');
  expect(tackle).toMatchObject({ activity: { source: 'team', category: 'skills' }, adjustment: { planned: { contact: 'live' } } });
  // The rehab in their place, each right after the item it replaces.
  const replacements = day.filter((e) => e.adjustment?.reason.startsWith('instead of '));
  expect(replacements.map((e) => e.adjustment!.reason)).toEqual(
    expect.arrayContaining([
      'instead of Nordic hamstring curls: gentle mobility, pain-free range only',
      'instead of Partner-resisted sprints: easy bike, pain-free',
      'instead of Activate: running and movement preparation: an easy jog, no build-ups or accelerations',
    ]),
  );
  for (const r of replacements) {
    expect(r.adjustment).toMatchObject({ dropped: false, planned: null });
    const replaced = day[day.indexOf(r) - 1]!;
    expect(replaced.adjustment?.dropped).toBe(true);
    expect(r.adjustment!.reason).toContain(`instead of ${replaced.activity.name}: `);
    expect(r.activity.source).toBe(replaced.activity.source);
  }
  return { todo, replacements };
}

describe("an injured wing's day (issue 32): GET /api/player/training", () => {
  it('leaves out what the hamstring cannot take from every block, the squad session included, with rehab in its place', async () => {
    // Checked in before the day is opened: the plan is written adapted.
    await checkIn(hamstring);
    const { todo, replacements } = expectHamstringDay(await training());

    // A replacement is an item like any other: ticked, and counted in today's progress.
    const ticked = await t.patch(`/api/training-log/${replacements[0]!.id}`, { completed: true }, wing);
    expect(ticked.status).toBe(200);
    const progress = (await t.get('/api/player/progress', wing)).body;
    expect(progress.today).toMatchObject({ planned: todo.length, completed: 1 });

    // Fine again: the plan as pushed, the replacement already done stays.
    await checkIn(ready);
    const restored = await training();
    expect(restored.filter((e) => e.adjustment?.dropped)).toEqual([]);
    expect(restored.filter((e) => e.adjustment?.reason.startsWith('instead of ')).map((e) => e.id)).toEqual([replacements[0]!.id]);
    expect(restored.find((e) => e.activity.name === 'Live 1v1 tackle in a channel')?.adjustment).toBeUndefined();

    // The hamstring again on a day already written: adapted in place, the done replacement not doubled.
    await checkIn(hamstring);
    const again = expectHamstringDay(await training());
    expect(again.replacements.map((e) => e.id)).toContain(replacements[0]!.id);
    expect(new Set(again.replacements.map((e) => e.activity.id.split('@')[0])).size).toBe(again.replacements.length);
  });
});

describe('the recovery tip fits the check-in (GET /api/player/recovery-tip)', () => {
  const tip = async () => (await t.get('/api/player/recovery-tip', wing)).body;

  it('is the injury, neck or illness tip after such a check-in, the tired or soreness tip, a sleep tip after a low one, else the tip of the day', async () => {
    await checkIn(hamstring);
    expect(await tip()).toEqual(CHECK_IN_TIPS.injury);
    await checkIn({ ...ready, injury: true, injuryArea: 'head-neck' });
    expect(await tip()).toEqual(CHECK_IN_TIPS.neck);
    await checkIn({ ...ready, injury: true, injuryArea: 'illness' });
    expect(await tip()).toEqual(CHECK_IN_TIPS.illness);
    await checkIn({ sleep: 1, soreness: 2, fatigue: 2, stress: 2, mood: 3 });
    expect(await tip()).toEqual(CHECK_IN_TIPS.tired);
    await checkIn({ sleep: 2, soreness: 2, fatigue: 2, stress: 3, mood: 3 }); // 2.4/5, nobody exhausted
    expect((await tip()).category).toBe('sleep');
    await checkIn({ sleep: 3, soreness: 1, fatigue: 3, stress: 3, mood: 3 }); // very sore, 2.6/5
    expect(await tip()).toEqual(CHECK_IN_TIPS.soreness);
    await checkIn(ready);
    expect(await tip()).toEqual(tipOfTheDay(MONDAY));
    // A coach (no check-in) gets the tip of the day.
    expect((await t.get('/api/player/recovery-tip', people.coachA)).body).toEqual(tipOfTheDay(MONDAY));
  });
});
