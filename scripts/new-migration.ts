/**
 * Creates a migration for a service from the change in its Prisma schema, offline:
 *   npm run db:new-migration -- <service> <name>
 * Each migration folder keeps the datamodel it leads to (schema.snapshot.prisma); the new migration is the
 * diff from the latest snapshot to prisma/schema.prisma (or from empty for the first one).
 * See docs/decisions/002-prisma-offline.md.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [service, name] = process.argv.slice(2);
if (!service || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:new-migration -- <team|training-program|messaging|feedback> <snake_case_name>');
  process.exit(2);
}
const dir = path.resolve('services', service);
const migrations = path.join(dir, 'prisma', 'migrations');
mkdirSync(migrations, { recursive: true });
const previous = readdirSync(migrations, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .at(-1);
const from =
  previous && existsSync(path.join(migrations, previous, 'schema.snapshot.prisma'))
    ? ['--from-schema-datamodel', path.join(migrations, previous, 'schema.snapshot.prisma')]
    : ['--from-empty'];
const sql = execFileSync('npx', ['prisma', 'migrate', 'diff', ...from, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'], {
  cwd: dir,
  encoding: 'utf8',
})
  .split('\n')
  .filter((l) => !l.startsWith('Loaded Prisma config') && !l.includes('CREATE SCHEMA IF NOT EXISTS') && l !== '-- CreateSchema')
  .join('\n')
  .trim();
if (!sql || sql === '-- This is an empty migration.') {
  console.log('No schema changes.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const target = path.join(migrations, `${stamp}_${name}`);
mkdirSync(target);
writeFileSync(path.join(target, 'migration.sql'), `${sql}\n`);
copyFileSync(path.join(dir, 'prisma', 'schema.prisma'), path.join(target, 'schema.snapshot.prisma'));
if (!existsSync(path.join(migrations, 'migration_lock.toml'))) writeFileSync(path.join(migrations, 'migration_lock.toml'), 'provider = "postgresql"\n');
console.log(`Created ${path.relative(process.cwd(), target)}`);
