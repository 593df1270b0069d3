import { gzipSync } from 'node:zlib';
import type { PrismaClient } from '../generated/prisma/client.ts';

/** A team's approved-programs list answer, serialised and gzipped once, with an ETag naming its version. */
export interface ListBody {
  etag: string;
  gzip: Buffer;
}

/**
 * Memoises the approved-programs list answer per team. Each read first asks the database for the version of
 * the team's programs: an md5 over every row's id and xmin (PostgreSQL's id of the transaction that wrote the
 * row version). Any insert, update or delete of one of the team's programs, by this process or another
 * instance, changes it; then the list is read, serialised and gzipped again. Without a change the answer is the
 * memoised bytes: the version query reads no program text, where the full list is ~5 KB of text per program.
 * The service stays stateless: the memo is only a copy of what the database says, checked on every read.
 */
export function approvedListBodies(prisma: PrismaClient, maxTeams = 100) {
  const memo = new Map<string, ListBody & { version: string }>();

  async function versionOf(teamId: string): Promise<string> {
    const [row] = await prisma.$queryRaw<Array<{ version: string }>>`
      SELECT md5(coalesce(string_agg(id || ':' || xmin::text, ',' ORDER BY id), '')) AS version
      FROM "ApprovedProgram" WHERE "teamId" = ${teamId}`;
    return row!.version;
  }

  return {
    /** The list answer for the team; `build` reads it from the database when the memo is missing or stale. */
    async get(teamId: string, build: () => Promise<unknown>): Promise<ListBody> {
      const version = await versionOf(teamId);
      const hit = memo.get(teamId);
      memo.delete(teamId); // re-inserted below: the Map's order is least recently used first
      if (hit?.version === version) {
        memo.set(teamId, hit);
        return hit;
      }
      // Read after the version: a write in between makes the next read rebuild again, never serve stale bytes.
      const entry = { version, etag: `W/"${version}"`, gzip: gzipSync(JSON.stringify(await build())) };
      memo.set(teamId, entry);
      if (memo.size > maxTeams) memo.delete(memo.keys().next().value!);
      return entry;
    },
  };
}
