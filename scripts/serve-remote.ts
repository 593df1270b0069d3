/**
 * A remote's own static server: `npm run serve -w @rugby/mf-<name>` serves that remote's production build
 * (mf-<name>/dist, from `npm run build -w @rugby/mf-<name>`) at the path it was built for, /remotes/<name>/, with CORS
 * and the edge's cache rules (manifest and remoteEntry.js revalidated, hashed files cached for a year). Deploying a
 * remote on its own means running this, or any static server with the same headers, behind the edge's
 * /remotes/<name>/ route, then reloading the page: the shell reads the remote's manifest afresh.
 *   tsx scripts/serve-remote.ts <name> [port]     (port: REMOTE_PORT, else 3100 + the remote's index)
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import { REMOTES } from '../shell/kit/src/remote-routes.ts';
import { remoteFiles } from './edge.ts';

export async function serveRemote({
  root,
  name,
  port,
}: {
  root: string;
  name: string;
  port: number;
}): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use('/remotes/:name', remoteFiles(root, name));
  app.use((req, res) => void res.status(404).type('text/plain').send(`This server only serves /remotes/${name}/ (asked for ${req.path})`));
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, '0.0.0.0', () => resolve(s));
    s.once('error', reject);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2] ?? '';
  if (!(REMOTES as readonly string[]).includes(name)) {
    console.error(`usage: tsx scripts/serve-remote.ts <${REMOTES.join('|')}> [port]`);
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const port = Number(process.argv[3] ?? process.env.REMOTE_PORT ?? 3100 + REMOTES.indexOf(name as (typeof REMOTES)[number]) + 1);
  const running = await serveRemote({ root, name, port });
  console.log(`mf-${name} served on http://localhost:${running.port}/remotes/${name}/mf-manifest.json`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void running.close().then(() => process.exit(0)));
}
