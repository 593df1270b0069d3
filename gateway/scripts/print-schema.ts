/**
 * `npm run print-schema -w @rugby/gateway`: stitches the four real subgraphs (run in this process on
 * throwaway databases) and writes the stitched SDL to gateway/schema.graphql.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createLogger } from '@rugby/service-kit';
import { buildGateway } from '../src/app.ts';
import { printStitchedSchema } from '../src/graphql.ts';
import { ROOT, startSubgraphs } from './stack.ts';

export const SCHEMA_FILE = path.join(ROOT, 'gateway', 'schema.graphql');

/** The stitched SDL of the current subgraphs. */
export async function currentStitchedSdl(): Promise<string> {
  const subgraphs = await startSubgraphs();
  const gateway = buildGateway({ services: subgraphs.urls, log: createLogger('print-schema') });
  try {
    await gateway.schema.ready();
    return printStitchedSchema(gateway.schema.current()!);
  } finally {
    await gateway.close();
    await subgraphs.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sdl = await currentStitchedSdl();
  await writeFile(SCHEMA_FILE, sdl);
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)} (${sdl.split('\n').length} lines)`);
  process.exit(0);
}
