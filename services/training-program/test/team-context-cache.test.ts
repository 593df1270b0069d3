import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIdentity } from '@rugby/service-kit/testing';
import { startTestApp, type TestApp } from './helpers.ts';

/**
 * The team context is read from the team service once per team version (docs/decisions/014): a caller whose
 * identity names the version already read costs no call; a newer version (a change to the team) is read again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const playerAt = (teamVersion: number) =>
  makeIdentity({ userId: 'player-a', userType: 'player', memberships: [{ teamId: 'team-a', role: 'player', teamVersion }] });

describe('team context per team version', () => {
  it("costs one team service call per version, and shows a change as soon as the caller's identity names it", async () => {
    const calls = () => t.teamService.state.calls;
    const today = async (teamVersion: number) => (await t.get('/api/players/training/today', playerAt(teamVersion))).body.date as string;
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same date: the team's "today" shows which copy served.
    t.teamService.teams['team-a'] = { ...t.teamService.teams['team-a']!, timeZone: 'Pacific/Kiritimati', version: 0 };
    const before = calls();
    const kiritimati = await today(0);
    for (const path of ['/api/player/training', '/api/players/training/today', '/api/player/laws-today', '/api/player/progress']) {
      expect((await t.get(path, playerAt(0))).status).toBe(200);
    }
    expect(calls() - before).toBe(1);

    // The coach moves the team's time zone (the team service bumps the version): identities then name version 1.
    t.teamService.teams['team-a'] = { ...t.teamService.teams['team-a']!, timeZone: 'Pacific/Pago_Pago', version: 1 };
    expect(await today(0)).toBe(kiritimati);
    const pagoPago = await today(1);
    expect(pagoPago).not.toBe(kiritimati);
    expect(await today(1)).toBe(pagoPago);
    expect(calls() - before).toBe(2);
  });
});
