import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_COACH,
  DEMO_PLAYER,
  DEMO_TEAM,
  FIRST_SCREEN_CALLS,
  graphqlBootKey,
  PAGE_BOOT_ELEMENT_ID,
  SESSION_COOKIE,
  type PageBootData,
} from '@rugby/contracts';
import { signedInClient, startGatewayStack } from './support.ts';

/**
 * The gateway's page for a signed-in home carries the answers its first screen would ask for (docs/decisions/017),
 * with the real services: exactly the paths (and the GraphQL operation) the web apps request, answered as they
 * would be answered to them.
 */
let stack: Awaited<ReturnType<typeof startGatewayStack>>;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'page-boot-'));
  await mkdir(path.join(root, 'shell/host/dist'), { recursive: true });
  await writeFile(
    path.join(root, 'shell/host/dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  stack = await startGatewayStack({ webRoot: root });
});
afterAll(async () => {
  await stack?.close();
  await rm(root, { recursive: true, force: true });
});

async function pageAs(who: { email: string; password: string }) {
  const client = await signedInClient(stack.url, who.email, who.password);
  const html = await (await fetch(`${stack.url}/`, { headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=${client.cookie}` } })).text();
  const boot = JSON.parse(new RegExp(`<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!) as PageBootData;
  return { client, boot };
}

describe("a signed-in home's page", () => {
  it("carries the coach's user, dashboard and teams (GraphQL) as the API answers them", async () => {
    const { client, boot } = await pageAs(DEMO_COACH);
    const expected = await client.call('GET', '/api/coaches/dashboard');
    expect(boot.data['/api/coaches/dashboard']).toEqual({ status: 200, body: expected.text });
    expect(JSON.parse(boot.data['/api/auth/user']!.body)).toEqual((await client.call('GET', '/api/auth/user')).body);
    const teams = boot.data[graphqlBootKey(FIRST_SCREEN_CALLS.coach.graphql![0]!)]!;
    expect(teams.status).toBe(200);
    expect(JSON.parse(teams.body)).toEqual({ data: { myTeams: [{ id: DEMO_TEAM.id, name: DEMO_TEAM.name }] } });
    // The greeting and a new team's first steps: the team's approved programs and season settings.
    for (const call of [`/api/teams/${DEMO_TEAM.id}/program-status`, `/api/teams/${DEMO_TEAM.id}/season-settings`]) {
      const answer = await client.call('GET', call);
      expect(boot.data[call], call).toEqual({ status: answer.status, body: answer.text });
    }
  });

  it("carries the player's first calls, the dated ones for the team's today, as the API answers them", async () => {
    const { client, boot } = await pageAs(DEMO_PLAYER);
    const today = JSON.parse(boot.data['/api/players/training/today']!.body).date as string;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const paths = Object.keys(boot.data);
    expect(paths).toContain(`/api/player/training?date=${today}`);
    expect(paths.find((p) => p.startsWith('/api/player/progress?weekStart='))).toBeDefined();
    expect(paths).toContain(`/api/teams/${DEMO_TEAM.id}/messages`);
    const team = `/api/teams/${DEMO_TEAM.id}`;
    for (const call of [
      '/api/player/recovery-tip',
      '/api/player/team',
      `${team}/messages`,
      '/api/player/unviewed-laws',
      `${team}/events`,
      `${team}/reply-summaries?subjectKind=message`,
      `${team}/reply-summaries?subjectKind=event`,
      '/api/notifications/settings',
      '/api/notifications/push-key',
    ]) {
      const answer = await client.call('GET', call);
      expect(boot.data[call], call).toEqual({ status: answer.status, body: answer.text });
    }
  });
});
