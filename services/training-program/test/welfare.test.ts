import { setClock } from '@rugby/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const clock = (iso: string) => setClock(new Date(iso));
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  // Tue 3 Mar 2026, 09:00 UTC (team-a's zone): a training day of pre-season.
  clock('2026-03-03T09:00:00Z');
  await t.prisma.welfareSymptomReport.deleteMany();
  await t.prisma.welfareCase.deleteMany();
  await t.prisma.readinessCheckIn.deleteMany();
  await t.prisma.trainingLog.deleteMany();
  await t.prisma.teamWelfareSettings.deleteMany();
  t.welfareOutbound.notified.length = 0;
  t.welfareOutbound.standDowns.length = 0;
  t.welfareOutbound.lifted.length = 0;
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

const ready = { sleep: 4, soreness: 4, fatigue: 4, stress: 4, mood: 4 };
const knock = { ...ready, injury: true, injuryArea: 'head-neck', notes: 'took a knock to the head… headache' };

describe('Recognise and Remove from the check-in', () => {
  it('a head knock with a headache stops training, starts the protocol at stage 1 and tells the coaches at once', async () => {
    const checkIn = await t.put('/api/player/readiness', { ...knock, symptoms: ['headache'] }, people.playerA);
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.symptoms).toEqual(['headache']);

    const welfare = await t.get('/api/player/welfare', people.playerA);
    expect(welfare.status).toBe(200);
    expect(welfare.body).toMatchObject({
      date: '2026-03-03',
      removedToday: true,
      summary: { status: 'stood-down', until: '2026-03-24', stage: 1, label: 'Stood down until Tue 24 Mar · GRTP stage 1 of 6' },
      case: { occurredOn: '2026-03-03', stage: 1, stageName: 'Rest', ageGroup: 'adult', union: 'world-rugby', recordedBy: { role: 'player' } },
      protocol: { union: 'world-rugby' },
    });
    expect(welfare.body.disclaimer).toContain('does not diagnose');

    // The coaches are told (urgent), and the team service stands the player down until the earliest return.
    expect(t.welfareOutbound.notified).toHaveLength(1);
    expect(t.welfareOutbound.notified[0]).toMatchObject({ kind: 'welfare-alert', title: 'Suspected concussion: player-a Test' });
    expect(t.welfareOutbound.notified[0]!.recipients.map((r) => r.userId).sort()).toEqual(['assistant-a', 'coach-a']);
    expect(t.welfareOutbound.standDowns).toEqual([
      { teamId: 'team-a', playerId: 'player-a', until: '2026-03-24', reason: 'Stood down under the concussion protocol until Tue 24 Mar' },
    ]);

    // Stage 1 is rest: the day holds no training at all, neither the squad's nor the player's own.
    const day = await t.get('/api/player/training', people.playerA);
    expect(day.status).toBe(200);
    expect(day.body.filter((e: { completed: boolean }) => !e.completed)).toEqual([]);
  });

  it('reads the free text: a knock to the head with no symptom ticked still starts the protocol', async () => {
    const res = await t.put(
      '/api/player/readiness',
      { ...ready, injury: true, injuryArea: 'shoulder', notes: 'knock to the head in the tackle' },
      people.playerA2,
    );
    expect(res.status).toBe(200);
    expect((await t.get('/api/player/welfare', people.playerA2)).body.summary.status).toBe('stood-down');
  });

  it('a neck strain without symptoms is not a concussion: modified training, not stood down', async () => {
    await t.put('/api/player/readiness', { ...ready, injury: true, injuryArea: 'head-neck', notes: 'neck niggle, turning is fine' }, people.playerA);
    const welfare = (await t.get('/api/player/welfare', people.playerA)).body;
    expect(welfare.summary).toMatchObject({ status: 'modified', label: 'Modified: head or neck' });
    expect(welfare.case).toBeNull();
    expect(t.welfareOutbound.notified).toHaveLength(0);
  });

  it('refuses symptoms that are not on the list with a 400 naming the field', async () => {
    for (const symptoms of [['migraine'], 'headache', ['headache', 'headache']]) {
      const res = await t.put('/api/player/readiness', { ...knock, symptoms }, people.playerA);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('symptoms');
    }
    expect(await t.prisma.welfareCase.count()).toBe(0);
  });
});

describe('the coach records a suspected concussion', () => {
  it("stands the player down from the knock's date, by age: 23 days under 19 (an unknown age counts as under 19)", async () => {
    t.teamService.teams['team-a']!.members.find((m) => m.userId === 'player-a2')!.age = 17;
    try {
      const res = await t.post('/api/teams/team-a/players/player-a2/concussion', { occurredOn: '2026-03-01', symptoms: ['dizziness'] }, people.coachA);
      expect(res.status).toBe(201);
      expect(res.body.summary).toMatchObject({ status: 'stood-down', until: '2026-03-24' });
      expect(res.body.case).toMatchObject({ ageGroup: 'under-19', recordedBy: { role: 'coach', name: 'Test User' }, symptoms: ['dizziness'] });
      // The player and the other coach are told; the coach who recorded it is not.
      expect(t.welfareOutbound.notified[0]!.recipients.map((r) => r.userId).sort()).toEqual(['assistant-a', 'player-a2']);
    } finally {
      t.teamService.teams['team-a']!.members.find((m) => m.userId === 'player-a2')!.age = 20;
    }
  });

  it('is for the team’s coaches only, about the team’s players, once at a time', async () => {
    const url = '/api/teams/team-a/players/player-a/concussion';
    expect((await t.post(url, {}, people.playerA)).status).toBe(403);
    expect((await t.post(url, {}, people.coachB)).status).toBe(403);
    expect((await t.post(url, {})).status).toBe(401);
    expect((await t.post('/api/teams/team-a/players/player-b/concussion', {}, people.coachA)).status).toBe(404);
    expect((await t.post(url, {}, people.coachA)).status).toBe(201);
    const again = await t.post(url, {}, people.assistantA);
    expect(again.status).toBe(409);
    expect(await t.prisma.welfareCase.count()).toBe(1);
  });

  it('records it at one of the team’s events on that day, and refuses another team’s event, naming eventId', async () => {
    const match = {
      id: 'match-1',
      kind: 'match' as const,
      displayTitle: 'vs Harlequins',
      date: '2026-02-28',
      startTime: '15:00',
      durationMinutes: 120,
      startsAt: '2026-02-28T15:00:00.000Z',
      status: 'scheduled' as const,
    };
    Object.assign(t.teamService.client, {
      teamEvents: async (teamId: string, range: { from: string; to: string }) => ({
        timeZone: 'UTC',
        events: teamId === 'team-a' && range.from <= match.date && match.date <= range.to ? [match] : [],
      }),
    });
    try {
      const url = '/api/teams/team-a/players/player-a/concussion';
      for (const body of [
        { occurredOn: '2026-02-28', eventId: 'match-of-team-b' },
        { occurredOn: '2026-03-01', eventId: 'match-1' },
      ]) {
        const res = await t.post(url, body, people.coachA);
        expect(res.status).toBe(400);
        expect(res.body.message).toContain('eventId');
      }
      expect(await t.prisma.welfareCase.count()).toBe(0);
      expect((await t.post(url, { occurredOn: '2026-02-28', eventId: 'match-1' }, people.coachA)).status).toBe(201);
      expect((await t.prisma.welfareCase.findFirst())?.eventId).toBe('match-1');
    } finally {
      delete (t.teamService.client as { teamEvents?: unknown }).teamEvents;
    }
  });

  it('a record made in error is withdrawn by the head coach within 48 hours, with the reason: closed, kept, told, taken back', async () => {
    await t.put('/api/player/readiness', { ...ready, injury: true, injuryArea: 'knee', notes: 'took a knee to the head? no: to the knee' }, people.playerA);
    expect((await t.get('/api/player/welfare', people.playerA)).body.summary.status).toBe('stood-down');
    const url = '/api/teams/team-a/players/player-a/concussion/withdraw';
    const misread = { reason: 'not-a-head-knock', details: 'The knock was to the knee, not the head' };
    expect((await t.post(url, misread, people.playerA)).status).toBe(403);
    expect((await t.post(url, misread, people.coachB)).status).toBe(403);
    // An assistant coach cannot end a protocol.
    expect((await t.post(url, misread, people.assistantA)).status).toBe(403);
    for (const [body, field] of [
      [{ ...misread, details: ' ' }, 'details'],
      [{ ...misread, reason: 'parent says fine' }, 'reason'],
      [{ reason: 'doctor-ruled-out', details: 'seen at A&E' }, 'doctor'],
      [{ reason: 'doctor-ruled-out', details: 'seen at A&E', doctor: 'Dr Ngata' }, 'assessedOn'],
    ] as const) {
      const res = await t.post(url, body, people.coachA);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    // Not on the day of the knock: no return the same day, whatever the reason.
    const sameDay = await t.post(url, misread, people.coachA);
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.message).toContain('no training or play the same day');
    clock('2026-03-05T08:00:00Z'); // 47 hours on: a Thursday
    const withdrawn = await t.post(url, misread, people.coachA);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ case: null, summary: { status: 'available' } });
    // The coaches and the player are told (health information: not the squad), and the stand-down's answers taken back.
    const notice = t.welfareOutbound.notified.at(-1)!;
    expect(notice.title).toBe('Concussion record withdrawn: player-a Test');
    expect(notice.recipients.map((r) => r.userId).sort()).toEqual(['assistant-a', 'player-a']);
    expect(t.welfareOutbound.lifted).toEqual([{ teamId: 'team-a', playerId: 'player-a', reason: 'Stood down under the concussion protocol until Tue 24 Mar' }]);
    expect(await t.prisma.welfareCase.findFirst()).toMatchObject({
      withdrawnBy: 'Test User',
      withdrawnReason: 'the note was not about a head knock: The knock was to the knee, not the head',
    });
    // The day is planned again (not a GRTP day), a second withdrawal has nothing to withdraw, and a new record is taken.
    const day = (await t.get('/api/player/training', people.playerA)).body as Array<{ activity: { id: string } }>;
    expect(day.length).toBeGreaterThan(0);
    expect(day.some((e) => e.activity.id.startsWith('grtp-'))).toBe(false);
    expect((await t.post(url, misread, people.coachA)).status).toBe(400);
    expect((await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA)).status).toBe(201);
  });

  it('with symptoms, a knock a coach saw, or after 48 hours, only a doctor ruling concussion out ends the protocol', async () => {
    await t.post('/api/teams/team-a/players/player-a/concussion', { symptoms: ['dizziness'] }, people.coachA);
    const url = '/api/teams/team-a/players/player-a/concussion/withdraw';
    clock('2026-03-04T08:00:00Z');
    const misread = await t.post(url, { reason: 'not-a-head-knock', details: 'parent says he was fine' }, people.coachA);
    expect(misread.status).toBe(400);
    expect(misread.body.message).toContain('only a doctor who ruled concussion out can end the protocol');
    clock('2026-03-03T18:00:00Z');
    // No return the same day, whatever the assessment.
    const sameDay = await t.post(url, { reason: 'doctor-ruled-out', details: 'seen at A&E', doctor: 'Dr Ngata', assessedOn: '2026-03-03' }, people.coachA);
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.message).toContain('no training or play the same day');
    clock('2026-03-05T10:00:00Z');
    expect((await t.post(url, { reason: 'wrong-player', details: 'it was Tom' }, people.coachA)).status).toBe(400);
    const ruledOut = await t.post(
      url,
      { reason: 'doctor-ruled-out', details: 'assessed at the clinic', doctor: 'Dr Ngata', assessedOn: '2026-03-04' },
      people.coachA,
    );
    expect(ruledOut.status).toBe(200);
    expect(ruledOut.body.summary.status).toBe('available');
    expect((await t.prisma.welfareCase.findFirst())?.withdrawnReason).toBe('Dr Ngata ruled concussion out on Wed 4 Mar: assessed at the clinic');
  });

  it("'wrong player' is a coach's record only: a player's own check-in with symptoms needs a doctor", async () => {
    await t.put('/api/player/readiness', { ...ready, notes: 'got smashed in a tackle, head is ringing' }, people.playerA);
    const res = await t.post('/api/teams/team-a/players/player-a/concussion/withdraw', { reason: 'wrong-player', details: 'not me' }, people.coachA);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("the player's own check-in or symptom reports are not a record for the wrong player");
  });

  it("a doctor's ruling from before symptoms the player reported since does not end the protocol; nor 'wrong player' over the player's own reports", async () => {
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    clock('2026-03-04T08:00:00Z');
    await t.put('/api/player/readiness', { ...ready, symptoms: ['headache', 'dizziness'] }, people.playerA);
    const url = '/api/teams/team-a/players/player-a/concussion/withdraw';
    const stale = await t.post(url, { reason: 'doctor-ruled-out', details: 'GP last night', doctor: 'Dr Ngata', assessedOn: '2026-03-03' }, people.coachA);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toContain('the player has reported symptoms since that assessment');
    const wrong = await t.post(url, { reason: 'wrong-player', details: 'it was Tom' }, people.coachA);
    expect(wrong.status).toBe(400);
    expect((await t.get('/api/player/welfare', people.playerA)).body.summary.status).toBe('stood-down');
  });

  it('dizziness or blurred vision with no knock is not the protocol, but no contact today, the coaches told, see a doctor', async () => {
    const res = await t.put('/api/player/readiness', { ...ready, notes: 'woke up dizzy with blurred vision' }, people.playerA);
    expect(res.status).toBe(200);
    expect(res.body.adaptation).toMatchObject({ noContact: true, noSprints: true });
    expect(res.body.adaptation.reason).toMatch(
      /^readiness 4\/5, concussion-like symptoms: volume −30 %, no contact, .*; RPE 6 \(70 % 1RM\) at most; tell your coach and see a doctor$/,
    );
    expect(await t.prisma.welfareCase.count()).toBe(0);
    expect(t.welfareOutbound.notified.at(-1)).toMatchObject({ title: 'Symptoms to check: player-a Test' });
    expect(
      t.welfareOutbound.notified
        .at(-1)!
        .recipients.map((r) => r.userId)
        .sort(),
    ).toEqual(['assistant-a', 'coach-a']);
  });

  it('a cold or a tired hamstring is not a concussion; during the protocol the worst scores count as symptoms', async () => {
    await t.put(
      '/api/player/readiness',
      { ...ready, injury: true, injuryArea: 'illness', symptoms: ['fatigue', 'sleep'], notes: 'heavy cold' },
      people.playerA,
    );
    await t.put('/api/player/readiness', { ...ready, injury: true, injuryArea: 'hamstring', symptoms: ['fatigue'] }, people.playerA2);
    expect(await t.prisma.welfareCase.count()).toBe(0);
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    clock('2026-03-04T10:00:00Z');
    await t.put('/api/player/welfare/symptoms', { symptoms: [] }, people.playerA);
    clock('2026-03-05T10:00:00Z');
    const exhausted = await t.put('/api/player/readiness', { sleep: 1, soreness: 3, fatigue: 1, stress: 3, mood: 1 }, people.playerA);
    expect(exhausted.body.adaptation.reason).toContain('symptoms today, so today is rest');
    const welfare = (await t.get('/api/player/welfare', people.playerA)).body;
    expect(welfare.case.reports.at(-1)).toMatchObject({ date: '2026-03-05', symptoms: ['fatigue', 'sleep', 'emotional'], stage: 1 });
  });

  it('during the protocol a check-in or a note naming a symptom is the day’s symptom report, and a check-in says the protocol replaces training', async () => {
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    clock('2026-03-04T10:00:00Z');
    expect((await t.put('/api/player/welfare/symptoms', { symptoms: [] }, people.playerA)).body.case.stage).toBe(2);
    clock('2026-03-05T10:00:00Z');
    const checkIn = await t.put('/api/player/readiness', { ...ready, notes: 'bit of a headache today' }, people.playerA);
    expect(checkIn.body.adaptation.reason).toMatch(/^Stood down under the concussion protocol \(return to play stage 1 of 6\)/);
    // A later clean report the same day cannot clear it; a note naming a symptom counts with the ticked ones.
    clock('2026-03-05T14:00:00Z');
    expect((await t.put('/api/player/welfare/symptoms', { symptoms: [] }, people.playerA)).body.case).toMatchObject({ stage: 1 });
    clock('2026-03-06T14:00:00Z');
    const noted = await t.put('/api/player/welfare/symptoms', { symptoms: [], notes: 'headache and dizzy after the walk' }, people.playerA);
    expect(noted.body.case.reports.at(-1)).toMatchObject({ date: '2026-03-06', symptoms: ['headache', 'dizziness'], stage: 1 });
  });

  it('refuses a knock in the future or more than 14 days back, naming occurredOn', async () => {
    for (const occurredOn of ['2026-03-04', '2026-02-16', 'yesterday']) {
      const res = await t.post('/api/teams/team-a/players/player-a/concussion', { occurredOn }, people.coachA);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('occurredOn');
    }
    expect(await t.prisma.welfareCase.count()).toBe(0);
  });
});

describe('the graduated return to play, day by day', () => {
  it('moves on with symptom-free reports, back with symptoms, needs the clearance for contact and the date to play', async () => {
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    const report = async (iso: string, symptoms: string[] = []) => {
      clock(iso);
      const res = await t.put('/api/player/welfare/symptoms', { symptoms }, people.playerA);
      expect(res.status).toBe(200);
      return res.body;
    };
    expect((await report('2026-03-04T10:00:00Z')).case.stage).toBe(2);
    // Wednesday is a rest day, but the return to play goes on: stage 2's light aerobic work.
    const wednesday = await t.get('/api/player/training', people.playerA);
    expect(wednesday.body.map((e: { activity: { name: string } }) => e.activity.name)).toEqual(['Return to play, stage 2: Easy walk, swim or stationary bike']);
    expect((await t.get('/api/player/recovery-tip', people.playerA)).body.title).toBe('Building back up, one stage at a time');
    // Thursday: the headache is back: back a stage, the coaches told, and the day is rest (nothing to do).
    const thursday = await report('2026-03-05T10:00:00Z', ['headache']);
    expect(thursday.case.stage).toBe(1);
    expect(thursday.case.nextStep).toMatch(/^Symptoms today: rest today, no exercise at all\./);
    expect(t.welfareOutbound.notified.at(-1)).toMatchObject({ title: 'Concussion symptoms back: player-a Test', kind: 'welfare-alert' });
    expect((await t.get('/api/player/training', people.playerA)).body.filter((e: { completed: boolean }) => !e.completed)).toEqual([]);
    expect((await t.get('/api/player/recovery-tip', people.playerA)).body.title).toBe('Recovering from a head knock');
    // A later report of the same day never clears its symptoms.
    expect((await report('2026-03-05T12:00:00Z')).case).toMatchObject({
      stage: 1,
      reports: [{ stage: 2 }, { date: '2026-03-05', symptoms: ['headache'], stage: 1 }],
    });
    // The first symptom-free day after symptoms starts the lower stage again (rest, at stage 1): it is done again in full.
    expect((await report('2026-03-06T12:00:00Z')).case.stage).toBe(1);
    expect((await report('2026-03-07T12:00:00Z')).case.stage).toBe(2);
    // Saturday, a recovery day: stage 2's activity all the same.
    const day = await t.get('/api/player/training', people.playerA);
    expect(day.body.map((e: { activity: { name: string } }) => e.activity.name)).toEqual(['Return to play, stage 2: Easy walk, swim or stationary bike']);
    // A clearance before stage 4 is refused: it counts only once the player is symptom-free at stage 4.
    const tooSoon = await t.post('/api/teams/team-a/players/player-a/clearance', { clearedBy: 'Dr Ngata', clearedOn: '2026-03-07' }, people.coachA);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toContain('clearedOn: a clearance for full contact is recorded once the player has reached stage 4');
    expect((await report('2026-03-08T12:00:00Z')).case.stage).toBe(3);
    expect((await report('2026-03-09T12:00:00Z')).case.stage).toBe(4);
    const held = await report('2026-03-10T12:00:00Z');
    expect(held.case.stage).toBe(4);
    expect(held.case.nextStep).toContain('A doctor must clear you');

    clock('2026-03-10T13:00:00Z');
    expect((await t.post('/api/teams/team-a/players/player-a/clearance', { clearedBy: 'Dr Ngata', clearedOn: '2026-03-10' }, people.playerA)).status).toBe(403);
    const cleared = await t.post('/api/teams/team-a/players/player-a/clearance', { clearedBy: 'Dr Ngata', clearedOn: '2026-03-10' }, people.coachA);
    expect(cleared.status).toBe(200);
    expect(cleared.body.case.clearance).toMatchObject({ clearedBy: 'Dr Ngata', clearedOn: '2026-03-10', recordedBy: 'Test User' });
    expect(cleared.body.summary.cleared).toBe(true);

    expect((await report('2026-03-11T14:00:00Z')).case.stage).toBe(5);
    // Symptoms at full contact: back to stage 4 and the clearance is needed again.
    const relapse = await report('2026-03-12T14:00:00Z', ['dizziness']);
    expect(relapse.case).toMatchObject({ stage: 4, clearance: null });
    expect(relapse.summary.cleared).toBe(false);
    // Stage 4 again from the first symptom-free report; the clearance for it comes during it.
    expect((await report('2026-03-13T15:00:00Z')).case.stage).toBe(4);
    clock('2026-03-13T16:00:00Z');
    expect((await t.post('/api/teams/team-a/players/player-a/clearance', { clearedBy: 'Dr Ngata', clearedOn: '2026-03-13' }, people.coachA)).status).toBe(200);
    expect((await report('2026-03-13T17:00:00Z')).case.stage).toBe(4);
    const again = await report('2026-03-14T16:00:00Z');
    expect(again.case.stage).toBe(5);
    expect(again.case.reports.map((r: { stage: number }) => r.stage)).toEqual([2, 1, 1, 2, 3, 4, 4, 5, 4, 4, 5]);
    expect(again.case.clearance).toMatchObject({ clearedOn: '2026-03-13' });
    // Full contact from here, but never a match before 24 March (21 days for 19 and over).
    for (const date of ['16', '20', '23']) expect((await report(`2026-03-${date}T14:00:00Z`)).summary.status).toBe('stood-down');
    const back = await report('2026-03-24T14:00:00Z');
    expect(back.case).toMatchObject({ stage: 6, returnedOn: '2026-03-24' });
    expect(back.summary.status).toBe('available');

    clock('2026-03-25T09:00:00Z');
    const after = await t.get('/api/player/welfare', people.playerA);
    expect(after.body).toMatchObject({ case: null, summary: { status: 'available' } });
    expect((await t.put('/api/player/welfare/symptoms', { symptoms: [] }, people.playerA)).status).toBe(400);
  });

  it('reports are the player’s own: 400 without a protocol, 403 for a coach, 400 naming a bad symptom', async () => {
    const none = await t.put('/api/player/welfare/symptoms', { symptoms: [] }, people.playerA);
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('symptoms');
    expect((await t.put('/api/player/welfare/symptoms', { symptoms: [] }, people.coachA)).status).toBe(403);
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    const bad = await t.put('/api/player/welfare/symptoms', { symptoms: ['sore'] }, people.playerA);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('symptoms');
  });

  it('a clearance is refused without a protocol, before the knock, in the future, or without who cleared', async () => {
    const url = '/api/teams/team-a/players/player-a/clearance';
    expect((await t.post(url, { clearedBy: 'Dr A', clearedOn: '2026-03-03' }, people.coachA)).status).toBe(400);
    await t.post('/api/teams/team-a/players/player-a/concussion', { occurredOn: '2026-03-02' }, people.coachA);
    for (const [body, field] of [
      [{ clearedBy: 'Dr A', clearedOn: '2026-03-01' }, 'clearedOn'],
      [{ clearedBy: 'Dr A', clearedOn: '2026-03-04' }, 'clearedOn'],
      [{ clearedOn: '2026-03-03' }, 'clearedBy'],
      [{ clearedBy: '  ', clearedOn: '2026-03-03' }, 'clearedBy'],
    ] as const) {
      const res = await t.post(url, body, people.coachA);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await t.post(url, { clearedBy: 'Dr A', clearedOn: '2026-03-03' }, people.coachB)).status).toBe(403);
  });
});

describe("the coach's view and the team's protocol", () => {
  it("lists every player's welfare: stood down, modified and available; coaches only", async () => {
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    await t.put('/api/player/readiness', { ...ready, injury: true, injuryArea: 'hamstring' }, people.playerA2);
    const res = await t.get('/api/teams/team-a/welfare', people.assistantA);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.players.map((p: { playerId: string; summary: unknown }) => [p.playerId, p.summary]));
    expect(byId['player-a']).toMatchObject({ status: 'stood-down', until: '2026-03-24' });
    expect(byId['player-a2']).toMatchObject({ status: 'modified', label: 'Modified: hamstring' });
    expect((await t.get('/api/teams/team-a/welfare', people.playerA)).status).toBe(403);
    expect((await t.get('/api/teams/team-a/welfare', people.coachB)).status).toBe(403);
  });

  it('keeps a player stood down past the earliest date until they return to play', async () => {
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    clock('2026-03-25T09:00:00Z');
    const players = (await t.get('/api/teams/team-a/welfare', people.coachA)).body.players as Array<{ playerId: string; summary: unknown }>;
    expect(players.find((p) => p.playerId === 'player-a')?.summary).toMatchObject({
      status: 'stood-down',
      until: '2026-03-24',
      stage: 1,
      label: 'Stood down: not returned to play yet · GRTP stage 1 of 6',
    });
  });

  it('chooses the union; a case keeps the protocol it started under; an unknown union is a 400', async () => {
    expect((await t.put('/api/teams/team-a/welfare', { union: 'mars' }, people.coachA)).status).toBe(400);
    expect((await t.put('/api/teams/team-a/welfare', { union: 'new-zealand' }, people.playerA)).status).toBe(403);
    const saved = await t.put('/api/teams/team-a/welfare', { union: 'new-zealand' }, people.coachA);
    expect(saved.status).toBe(200);
    expect(saved.body.protocol.label).toContain('New Zealand');
    await t.post('/api/teams/team-a/players/player-a/concussion', {}, people.coachA);
    expect((await t.get('/api/player/welfare', people.playerA)).body.case.union).toBe('new-zealand');
  });
});
