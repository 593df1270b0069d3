/**
 * The edge's side of the connection hand-off (docs/decisions/014): which gateway process takes new browser
 * connections now. A gateway says when it starts and stops accepting them (CONNECTION_HANDOFF over its IPC channel);
 * a restarted gateway is a new process that says so again. Used by `npm start` and the benchmarks.
 */
import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { CONNECTION_HANDOFF } from '@rugby/service-kit/lifecycle';
import type { AppProcess } from './processes.ts';

export function gatewayHandOff() {
  let accepting: ChildProcess | null = null;
  return {
    /** Follows a process of the app as it starts (only the gateway takes connections). */
    watch(p: AppProcess): void {
      if (p.name !== 'gateway') return;
      const { child } = p;
      child.on('message', (message) => {
        if (message === CONNECTION_HANDOFF.accepting) accepting = child;
        else if (message === CONNECTION_HANDOFF.stopping && accepting === child) accepting = null;
      });
      child.once('exit', () => {
        if (accepting === child) accepting = null;
      });
    },
    /** Sends a new connection to the accepting gateway; false when none accepts now (the edge serves it). */
    handOff(socket: Socket): boolean {
      const child = accepting;
      if (!child?.connected) return false;
      // On failure (the gateway died meanwhile) the browser sees the connection close and opens another.
      child.send(CONNECTION_HANDOFF.connection, socket, (err) => {
        if (err) socket.destroy();
      });
      return true;
    },
  };
}
