/** `npm start` checks every port before it spawns anything, and fails at once with a message naming the variable. */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appPorts, portProblems, portValueProblem } from '../ports.ts';
import { freeAppPorts, portEnv, runStart } from './support.ts';

const FAST_MS = 20_000;
let blocker: Server | null = null;
afterEach(() =>
  new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve())).then(() => {
    blocker = null;
  }),
);

async function occupy(port: number, host = '127.0.0.1') {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker!.listen(port, host, resolve));
}

async function failedStart(env: NodeJS.ProcessEnv) {
  const app = runStart(env);
  const exit = await Promise.race([app.exited, new Promise<null>((r) => setTimeout(() => r(null), FAST_MS))]);
  if (!exit) app.child.kill('SIGKILL');
  return { exit, output: app.output() };
}

describe('npm start port checks', () => {
  it('fails fast with exit code 1 when a port is taken, naming the variable and the port, and starts nothing', async () => {
    const ports = await freeAppPorts();
    await occupy(ports.services.team!);
    const { exit, output } = await failedStart(portEnv(ports));
    expect(exit).toEqual({ code: 1, signal: null });
    expect(output).toContain(`TEAM_PORT=${ports.services.team}: port ${ports.services.team} is already in use on 127.0.0.1`);
    expect(output).toContain('nothing was started');
    expect(output).not.toMatch(/ready \(pid|\[team\]/);
  });

  it('fails fast on GATEWAY_PORT=6000, a port fetch refuses', async () => {
    const ports = await freeAppPorts();
    const { exit, output } = await failedStart({ ...portEnv(ports), GATEWAY_PORT: '6000' });
    expect(exit).toEqual({ code: 1, signal: null });
    expect(output).toContain('GATEWAY_PORT=6000: port 6000 is one fetch refuses to connect to (a WHATWG "bad port")');
    expect(output).not.toMatch(/ready \(pid|\[gateway\]/);
  });

  it('reports invalid values and two variables on one port', async () => {
    expect(portValueProblem('abc')).toBe('"abc" is not a port number (1-65535)');
    expect(portValueProblem('0')).toBe('0 is not a port number (1-65535)');
    expect(portValueProblem('70000')).toBe('70000 is not a port number (1-65535)');
    expect(portValueProblem('10080')).toMatch(/bad port/);
    expect(portValueProblem('4101')).toBeNull();

    const ports = await freeAppPorts();
    const env = { ...portEnv(ports), EDGE_PORT: 'http', FEEDBACK_PORT: String(ports.gateway) };
    expect(await portProblems(appPorts(env, '127.0.0.1'))).toEqual([
      'EDGE_PORT=http: "http" is not a port number (1-65535)',
      `FEEDBACK_PORT=${ports.gateway}: GATEWAY_PORT uses port ${ports.gateway} too; each process needs its own port`,
    ]);
  });
});
