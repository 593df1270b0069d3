import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { routeTable, SESSION_COOKIE, type Identity } from '@rugby/contracts';
import { verifyIdentity } from '@rugby/service-kit';
import { makeIdentity } from '@rugby/service-kit/testing';
import { gatewayMaskError } from '../src/graphql.ts';
import { createSessionResolver, sessionToken } from '../src/identity.ts';
import { compileRouteTable } from '../src/routes.ts';

describe('route lookup from the contracts route table', () => {
  const lookup = compileRouteTable(routeTable);

  it('finds every route of the table at its own path', () => {
    for (const route of routeTable) {
      const path = route.path.replace(/:(\w+)/g, 'x1');
      const found = lookup(route.method, path);
      expect(found.kind === 'found' && found.route.service, `${route.method} ${route.path}`).toBe(route.service);
    }
  });

  it('prefers literal segments to parameters and tells 404 from 405', () => {
    const today = lookup('GET', '/api/players/training/today');
    expect(today.kind === 'found' && today.route.id).toBe('playerTeamTrainingToday');
    const byDate = lookup('GET', '/api/players/p1/training/2026-01-05');
    expect(byDate.kind === 'found' && byDate.route.id).toBe('playerTrainingByDate');
    const create = lookup('POST', '/api/invitations/create');
    expect(create.kind === 'found' && create.route.id).toBe('createPlayerInvitation');
    const view = lookup('GET', '/api/invitations/create');
    expect(view.kind === 'found' && view.route.id).toBe('getInvitation');
    const head = lookup('HEAD', '/api/teams');
    expect(head.kind === 'found' && head.route.id).toBe('teams');
    expect(lookup('DELETE', '/api/teams')).toEqual({ kind: 'method-not-allowed', allow: ['GET'] });
    expect(lookup('GET', '/api/teams/t1/nothing')).toEqual({ kind: 'not-found' });
    expect(lookup('GET', '/api')).toEqual({ kind: 'not-found' });
  });
});

describe('session resolver', () => {
  const alex: Identity = makeIdentity({ userId: 'u1', userType: 'coach', memberships: [{ teamId: 't1', role: 'head_coach' }] });

  it('reads the session cookie among others', () => {
    expect(sessionToken(`a=1; ${SESSION_COOKIE}=abc%2Fdef; b=2`)).toBe('abc/def');
    expect(sessionToken('a=1')).toBeNull();
    expect(sessionToken(undefined)).toBeNull();
    expect(sessionToken(`${SESSION_COOKIE}=`)).toBeNull();
  });

  it('caches for the TTL, shares one lookup per token, forgets on demand, stays bounded', async () => {
    let clock = 0;
    const calls: string[] = [];
    // Well-formed tokens (43 base64url characters) as the team service issues them.
    const token = (name: string) => name.padEnd(43, '_');
    const good = token('good');
    const resolver = createSessionResolver({
      resolve: async (token) => {
        calls.push(token);
        return token === good ? { identity: alex, user: null } : null;
      },
      ttlMs: 1000,
      maxEntries: 3,
      now: () => clock,
    });
    const [first, second] = await Promise.all([resolver.caller(good), resolver.caller(good)]);
    expect(first.identity).toEqual(alex);
    expect(second).toBe(first);
    expect(await verifyIdentity(first.signed!)).toEqual(alex);
    expect(calls).toEqual([good]);
    clock = 999;
    await resolver.caller(good);
    expect(calls).toEqual([good]);
    clock = 1000;
    await resolver.caller(good);
    expect(calls).toEqual([good, good]);
    resolver.forget(good);
    await resolver.caller(good);
    expect(calls).toHaveLength(3);
    expect(await resolver.caller(token('bad'))).toEqual({ identity: null, signed: null, user: null });
    expect(await resolver.caller(null)).toEqual({ identity: null, signed: null, user: null });
    for (const t of ['x', 'y', 'z', 'w']) await resolver.caller(token(t));
    expect(resolver.size).toBe(3);
    // Malformed tokens (wrong length or characters) are anonymous without a lookup.
    const before = calls.length;
    for (const t of ['', 'short', 'x'.repeat(44), `${'a'.repeat(42)}!`, 'b'.repeat(4000)])
      expect(await resolver.caller(t)).toEqual({ identity: null, signed: null, user: null });
    expect(calls).toHaveLength(before);
  });

  it('does not cache failures', async () => {
    let fail = true;
    const resolver = createSessionResolver({
      resolve: async () => {
        if (fail) throw new Error('team down');
        return { identity: alex, user: null };
      },
    });
    const t = 't'.repeat(43);
    await expect(resolver.caller(t)).rejects.toThrow('team down');
    fail = false;
    expect((await resolver.caller(t)).identity).toEqual(alex);
  });
});

describe('GraphQL error masking', () => {
  it('passes expected errors (with a code) and masks the rest', () => {
    const expected = new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
    expect(gatewayMaskError(expected, 'Unexpected error.', false)).toBe(expected);
    const crash = new GraphQLError('db password is hunter2', { originalError: new Error('db password is hunter2') });
    expect((gatewayMaskError(crash, 'Unexpected error.', false) as GraphQLError).message).toBe('Unexpected error.');
    const upstream = new GraphQLError('fetch failed to http://10.0.0.5/graphql', {
      extensions: { code: 'SUBREQUEST_HTTP_ERROR' },
      originalError: new TypeError('fetch failed'),
    });
    expect((gatewayMaskError(upstream, 'Unexpected error.', false) as GraphQLError).message).toBe('Unexpected error.');
  });
});
