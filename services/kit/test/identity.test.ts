import { describe, expect, it } from 'vitest';
import { signIdentity, verifyIdentity } from '../src/identity.ts';
import { makeIdentity } from '../src/testing.ts';

describe('the signed identity', () => {
  it('verifies once per signature, hands out a frozen identity, and still refuses it once expired', async () => {
    const signed = await signIdentity(makeIdentity({ userId: 'u1', memberships: [{ teamId: 't1', role: 'player', teamVersion: 2 }] }), 1);
    const first = await verifyIdentity(signed);
    expect(first.memberships).toEqual([{ teamId: 't1', role: 'player', teamVersion: 2 }]);
    expect(await verifyIdentity(signed)).toBe(first);
    expect(Object.isFrozen(first.memberships[0])).toBe(true);
    await new Promise((r) => setTimeout(r, 2100));
    await expect(verifyIdentity(signed)).rejects.toThrow(/exp/);
  });

  it('refuses a tampered signature even when the genuine one was verified', async () => {
    const signed = await signIdentity(makeIdentity({ userId: 'u2' }));
    await verifyIdentity(signed);
    const [header, payload] = signed.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'intruder' })).toString('base64url')}.${signed.split('.')[2]}`;
    await expect(verifyIdentity(forged)).rejects.toThrow();
  });
});
