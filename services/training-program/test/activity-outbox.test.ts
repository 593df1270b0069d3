import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ outbox: { backoffMs: () => 0 } });
});
afterAll(() => t.stop());
beforeEach(() => {
  t.teamService.state.activityDown = false;
});

const approve = (title: string) =>
  t.post(
    '/api/ai/approve-program',
    { program: 'Monday: Speed\nTuesday: Scrums\nThursday: Lineouts\nFriday: Walkthrough', programType: 'custom', teamId: 'team-a', programTitle: title },
    people.coachA,
  );
const lines = (description: string) => t.teamService.activities.filter((a) => a.description === description);

describe('team activity lines through the outbox', () => {
  it('a push while the team service cannot record activity succeeds; the relay records the line once it answers, exactly once', async () => {
    t.teamService.state.activityDown = true;
    const approved = await approve('Outage Week');
    expect(approved.status).toBe(201);
    const pushed = await t.post(`/api/programs/${approved.body.id}/push`, {}, people.coachA);
    expect(pushed.status).toBe(200);
    expect(lines('Program approved: Outage Week')).toEqual([]);
    expect(lines('Program pushed to the squad: Outage Week')).toEqual([]);

    const distribution = await t.prisma.programDistribution.findFirstOrThrow({ where: { programId: approved.body.id } });
    const pushKey = `program-pushed:${distribution.id}`;
    expect(await t.outbox.get(pushKey)).toMatchObject({
      topic: 'team.activity',
      attempts: 1,
      doneAt: null,
      payload: { teamId: 'team-a', activity: { kind: 'program_pushed' } },
    });
    expect(await t.outbox.get(`program-approved:${approved.body.id}`)).toMatchObject({ doneAt: null });

    // Still down: the relay tries and keeps the rows.
    expect(await t.outbox.runOnce()).toMatchObject({ done: 0 });
    t.teamService.state.activityDown = false;
    expect(await t.outbox.runOnce()).toEqual({ done: 2, failed: 0 });
    expect(await t.outbox.runOnce()).toEqual({ done: 0, failed: 0 });
    expect(lines('Program approved: Outage Week')).toEqual([
      { teamId: 'team-a', kind: 'program_approved', description: 'Program approved: Outage Week', status: 'completed' },
    ]);
    expect(lines('Program pushed to the squad: Outage Week')).toEqual([
      { teamId: 'team-a', kind: 'program_pushed', description: 'Program pushed to the squad: Outage Week', status: 'completed' },
    ]);

    // A repeat with the same key (a relay retry after a lost answer) records nothing.
    await t.teamService.client.recordActivity('team-a', {
      kind: 'program_pushed',
      description: 'Program pushed to the squad: Outage Week',
      idempotencyKey: pushKey,
    });
    expect(lines('Program pushed to the squad: Outage Week')).toHaveLength(1);
  });

  it('records at once when the team service answers, and a re-distribution gets its own line', async () => {
    const approved = await approve('Live Week');
    expect(lines('Program approved: Live Week')).toHaveLength(1);
    await t.post(`/api/programs/${approved.body.id}/push`, {}, people.coachA);
    expect(lines('Program pushed to the squad: Live Week')).toHaveLength(1);
    t.teamService.state.activityDown = true;
    const edited = await t.put(
      `/api/approved-programs/${approved.body.id}`,
      { programTitle: 'Live Week v2', programContent: 'Monday: Speed v2\nTuesday: Scrums\nThursday: Lineouts\nFriday: Walkthrough' },
      people.coachA,
    );
    expect(edited.status).toBe(200);
    expect(lines('Program updated and re-distributed: Live Week v2')).toEqual([]);
    t.teamService.state.activityDown = false;
    expect(await t.outbox.runOnce()).toEqual({ done: 1, failed: 0 });
    expect(lines('Program updated and re-distributed: Live Week v2')).toHaveLength(1);
  });
});
