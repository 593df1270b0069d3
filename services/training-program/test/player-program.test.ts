import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(async () => {
  t.teamService.state.down = false;
  await t.prisma.playerProgram.deleteMany();
  setClock('2026-03-05T10:00:00Z'); // Thursday of the week of Monday 2026-03-02, pre-season
});

const generate = (body: object = {}, who = people.playerA) => t.post('/api/player/generate-training', body, who);

describe('player weekly AI program', () => {
  it("is null until generated, then this week's program (cached on the next call, replaced on regenerate)", async () => {
    expect((await t.get('/api/player/training-program', people.playerA)).body).toEqual({ program: null });

    const first = await generate();
    expect(first.status).toBe(200);
    expect(first.body.cached).toBe(false);
    expect(first.body.program).toMatchObject({
      weekStartDate: '2026-03-02',
      seasonPhase: 'pre-season',
      playerPosition: 'prop',
      playerAge: 27,
      playerWeight: 118,
      playerHeight: 183,
      generatedAt: '2026-03-05T10:00:00.000Z',
    });
    const data = first.body.program.programData;
    expect(Object.keys(data).sort()).toEqual(['friday', 'monday', 'recovery_notes', 'thursday', 'tuesday', 'weekly_focus']);
    expect(data.monday.warmup).toContain('\n');

    expect((await t.get('/api/player/training-program', people.playerA)).body.program).toEqual(first.body.program);

    setClock('2026-03-06T10:00:00Z');
    const cached = await generate();
    expect(cached.body).toEqual({ program: first.body.program, cached: true });

    const regenerated = await generate({ regenerate: true });
    expect(regenerated.body.cached).toBe(false);
    expect(regenerated.body.program.id).toBe(first.body.program.id);
    expect(regenerated.body.program.generatedAt).toBe('2026-03-06T10:00:00.000Z');
    expect(await t.prisma.playerProgram.count({ where: { playerId: 'player-a' } })).toBe(1);
  });

  it('starts a new program the next week', async () => {
    await generate();
    setClock('2026-03-09T08:00:00Z');
    expect((await t.get('/api/player/training-program', people.playerA)).body.program).toBeNull();
    const next = await generate();
    expect(next.body).toMatchObject({ cached: false, program: { weekStartDate: '2026-03-09' } });
    expect(await t.prisma.playerProgram.count({ where: { playerId: 'player-a' } })).toBe(2);
  });

  it("at the weekend, this week's training being over, is the week ahead's program", async () => {
    await generate();
    setClock('2026-03-07T10:00:00Z'); // Saturday
    expect((await t.get('/api/player/training-program', people.playerA)).body.program).toBeNull();
    const saturday = await generate();
    expect(saturday.body).toMatchObject({ cached: false, program: { weekStartDate: '2026-03-09' } });
    setClock('2026-03-08T20:00:00Z'); // Sunday
    expect((await generate()).body).toMatchObject({ cached: true, program: { id: saturday.body.program.id } });
    setClock('2026-03-09T08:00:00Z'); // Monday: the same week
    expect((await t.get('/api/player/training-program', people.playerA)).body.program.id).toBe(saturday.body.program.id);
  });

  it("takes the season phase of the program's week: a weekend before in-season starts gives an in-season week", async () => {
    const settings = t.teamService.teams['team-a']!.seasonSettings;
    const saved = { ...settings };
    Object.assign(settings, {
      preseasonStartDate: '2026-01-05',
      preseasonEndDate: '2026-03-08',
      inseasonStartDate: '2026-03-09',
      inseasonEndDate: '2026-09-30',
    });
    try {
      setClock('2026-03-08T10:00:00Z'); // Sunday, last day of pre-season
      const program = (await generate()).body.program;
      expect(program).toMatchObject({ weekStartDate: '2026-03-09', seasonPhase: 'in-season' });
    } finally {
      Object.assign(settings, saved);
    }
  });

  it('is personal: position, weight, height and age change it', async () => {
    const prop = (await generate({}, people.playerA)).body.program;
    const wing = (await generate({}, people.playerA2)).body.program;
    expect(wing).toMatchObject({ playerPosition: 'wing', playerAge: 20, playerWeight: 82 });
    expect(prop.programData.weekly_focus).toContain('prop');
    expect(wing.programData.weekly_focus).toContain('wing');
    expect(prop.programData.monday).not.toEqual(wing.programData.monday);
    // 118 kg: low-impact running advice; a 20-year-old wing does not get it.
    expect(prop.programData.monday.conditioning + prop.programData.tuesday.conditioning).toMatch(/118 kg/);
    expect(JSON.stringify(wing.programData)).not.toMatch(/82 kg, do the running on grass/);

    const profile = t.teamService.teams['team-a']!.members.find((m) => m.userId === 'player-a')!;
    profile.age = 16;
    const youth = (await generate({ regenerate: true }, people.playerA)).body.program;
    expect(youth.playerAge).toBe(16);
    expect(JSON.stringify(youth.programData)).toMatch(/Under 18/);
    profile.age = 27;
  });

  it("follows the team's current season phase", async () => {
    const settings = t.teamService.teams['team-a']!.seasonSettings;
    const saved = { ...settings };
    Object.assign(settings, {
      preseasonStartDate: '2025-12-01',
      preseasonEndDate: '2026-01-31',
      inseasonStartDate: '2026-02-01',
      inseasonEndDate: '2026-09-30',
    });
    try {
      const inSeason = (await generate()).body.program;
      expect(inSeason.seasonPhase).toBe('in-season');
      expect(inSeason.programData.weekly_focus).toMatch(/^In-season week/);
    } finally {
      Object.assign(settings, saved);
    }
  });

  it('is for players only, and needs a team and the team service', async () => {
    expect((await t.get('/api/player/training-program')).status).toBe(401);
    expect((await t.post('/api/player/generate-training', {})).status).toBe(401);
    expect((await t.get('/api/player/training-program', people.coachA)).status).toBe(403);
    expect((await generate({}, people.coachA)).status).toBe(403);
    const bad = await generate({ regenerate: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^regenerate:/);
    expect((await t.get('/api/player/training-program', people.loner)).body).toEqual({ program: null });
    const loner = await generate({}, people.loner);
    expect(loner.status).toBe(404);
    expect(loner.body.message).toBe('Join a team to get your weekly training program');
    t.teamService.state.down = true;
    const down = await generate();
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(SERVER_ERRORS.unavailable('team'));
    expect(await t.prisma.playerProgram.count()).toBe(0);
  });

  it('accepts a request without a body', async () => {
    const res = await t.post('/api/player/generate-training', undefined as unknown as object, people.playerA);
    expect(res.status).toBe(200);
  });
});
