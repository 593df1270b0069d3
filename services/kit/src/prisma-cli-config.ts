// Prisma CLI config shared by every service (each service's prisma.config.ts re-exports it): the schema engine
// runs as WebAssembly over PGlite, so `prisma generate` and `prisma migrate diff` work offline
// (docs/decisions/002-prisma-offline.md).
import { defineConfig } from 'prisma/config';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

process.env.DATABASE_URL ??= 'postgresql://localhost/unused-by-generate';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  experimental: { adapter: true },
  engine: 'js',
  // pglite-prisma-adapter bundles its own copy of the adapter typings; the runtime contract is the same.
  adapter: async () => new PrismaPGlite(new PGlite()) as unknown as SqlMigrationAwareDriverAdapterFactory,
});
