import { describe, expect, it } from 'vitest';
import type { TeamInfo } from '@rugby/contracts';
import { teamCache } from '../src/team-cache.ts';
import { makeIdentity } from '../src/testing.ts';

const team = (version: number, name = `v${version}`): TeamInfo => ({
  id: 'team-a',
  name,
  timeZone: 'UTC',
  version,
  members: [],
  seasonSettings: {
    matchDay: 'saturday',
    preseasonStartDate: '2026-01-01',
    preseasonEndDate: '2026-03-31',
    inseasonStartDate: '2026-04-01',
    inseasonEndDate: '2026-10-31',
  },
});
const caller = (teamVersion?: number) => makeIdentity({ userId: 'p1', memberships: [{ teamId: 'team-a', role: 'player', teamVersion }] });

/** The team context other services load per request: read again only when the caller's identity names a newer version. */
describe('teamCache', () => {
  it('serves a kept team while the caller names its version or an older one, and reads again for a newer one', async () => {
    let current = team(3);
    let reads = 0;
    const load = teamCache(async () => {
      reads += 1;
      return structuredClone(current);
    });
    expect((await load('team-a', caller(3))).name).toBe('v3');
    expect((await load('team-a', caller(3))).name).toBe('v3');
    expect((await load('team-a', caller(2))).name).toBe('v3');
    expect(reads).toBe(1);
    current = team(4);
    expect((await load('team-a', caller(4))).name).toBe('v4');
    expect(reads).toBe(2);
    expect((await load('team-a', caller(4))).name).toBe('v4');
    expect(reads).toBe(2);
  });

  it('reads every time without a version (no identity, a team the caller is not in, an identity without versions)', async () => {
    let reads = 0;
    const load = teamCache(async () => {
      reads += 1;
      return team(1);
    });
    await load('team-a');
    await load('team-a', caller(undefined));
    await load('team-a', makeIdentity({ userId: 'p1', memberships: [{ teamId: 'team-b', role: 'player', teamVersion: 1 }] }));
    expect(reads).toBe(3);
  });

  it('never replaces a newer kept team with an older answer, and hands out frozen teams', async () => {
    const answers = [team(5, 'new'), team(4, 'late old answer')];
    const load = teamCache(async () => answers.shift()!);
    await load('team-a');
    expect((await load('team-a')).name).toBe('late old answer');
    const kept = await load('team-a', caller(5)).catch(() => null);
    expect(kept?.name).toBe('new');
    expect(Object.isFrozen(kept!.seasonSettings)).toBe(true);
  });
});
