/**
 * `npm run print-schema -w @rugby/gateway`: runs the four real subgraphs in this process (on throwaway databases),
 * writes each one's SDL (its `_sdl`, as the gateway stitches it at start) to gateway/subgraphs/<service>.graphql, and
 * the stitched SDL of those to gateway/schema.graphql. Run it after changing a service's GraphQL schema:
 * gateway/test/composed-schema.test.ts fails while the committed files differ from what the services serve.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVICES, type ServiceName } from '@rugby/contracts';
import { createLogger } from '@rugby/service-kit';
import { createStitchedSchema, printStitchedSchema, subgraphSdlFile, SUBGRAPHS_DIR } from '../src/graphql.ts';
import { ROOT, startSubgraphs } from './stack.ts';

export const SCHEMA_FILE = path.join(ROOT, 'gateway', 'schema.graphql');

/** A subgraph's SDL as it serves it (`{ _sdl }`). */
export async function fetchSubgraphSdl(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: '{ _sdl }' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { data?: { _sdl?: string } };
  if (!body.data?._sdl) throw new Error(`no _sdl in the answer of ${baseUrl} (${res.status})`);
  return body.data._sdl;
}

/** The committed form of a subgraph's SDL: as served, ending with one newline. */
export const committedSdl = (sdl: string) => `${sdl.trimEnd()}\n`;

/** Each subgraph's SDL as the current services serve it, and the stitched SDL of them. */
export async function currentSdls(): Promise<{ subgraphs: Map<ServiceName, string>; stitched: string }> {
  const running = await startSubgraphs();
  try {
    const subgraphs = new Map(await Promise.all(SERVICES.map(async (s) => [s, committedSdl(await fetchSubgraphSdl(running.urls[s]))] as const)));
    const schema = createStitchedSchema({ services: running.urls, log: createLogger('print-schema'), sdls: subgraphs });
    return { subgraphs, stitched: printStitchedSchema(schema.current()) };
  } finally {
    await running.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { subgraphs, stitched } = await currentSdls();
  await mkdir(SUBGRAPHS_DIR, { recursive: true });
  for (const [service, sdl] of subgraphs) {
    const file = subgraphSdlFile(SUBGRAPHS_DIR, service);
    await writeFile(file, sdl);
    console.log(`wrote ${path.relative(process.cwd(), file)} (${sdl.split('\n').length} lines)`);
  }
  await writeFile(SCHEMA_FILE, stitched);
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)} (${stitched.split('\n').length} lines)`);
  process.exit(0);
}
