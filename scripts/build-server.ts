/**
 * `npm run build:server`: each Node process as one JavaScript file under dist/ (what the runtime image runs with
 * `node dist/<process>.js`): dist/team.js, dist/training-program.js, dist/messaging.js, dist/feedback.js,
 * dist/gateway.js and dist/migrate.js (`node dist/migrate.js <service>`, scripts/migrate-entry.ts).
 *
 * - The workspace packages (@rugby/*, TypeScript sources) and the Prisma clients generated into the services' sources
 *   are bundled in. Third-party packages stay imports, resolved from the root node_modules at run time (the
 *   production install of the image), except a package a workspace has its own version of (npm nests it under the
 *   workspace's node_modules, which the runtime has no copy of): that one is bundled.
 * - Bundled code that locates files from its own source file (`import.meta.dirname`, e.g. a service's migrations in
 *   `<service>/prisma/migrations`) gets the path that file has in the repository, taken from the parent of dist/: the
 *   runtime image copies those files to the same places (scripts/deploy/Dockerfile).
 */
import { builtinModules } from 'node:module';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SERVICES } from '@rugby/contracts';
import { ROOT } from './processes.ts';

export const DIST = path.join(ROOT, 'dist');

/** dist/<name>.js ← its entry, relative to the repository. */
export const SERVER_ENTRIES: Record<string, string> = {
  ...Object.fromEntries(SERVICES.map((s) => [s, `services/${s}/src/server.ts`])),
  gateway: 'gateway/src/server.ts',
  migrate: 'scripts/migrate-entry.ts',
  // Preloaded by every process (NODE_OPTIONS in the runtime image): traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  tracing: 'services/kit/src/tracing.ts',
};

const ROOT_MODULES = path.join(ROOT, 'node_modules') + path.sep;
const BUILTINS = new Set(builtinModules);
const lockPackages = (JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> }).packages;

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundles the workspace packages and nested third-party versions; leaves the root node_modules' packages as imports. */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:') || BUILTINS.has(packageName(args.path))) return { path: args.path, external: true };
      if (args.path.startsWith('@rugby/')) return undefined;
      const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
      if (resolved.errors.length) return { errors: resolved.errors };
      const name = packageName(args.path);
      if (!resolved.path.startsWith(ROOT_MODULES + name + path.sep)) return resolved; // a nested version: bundled
      if (lockPackages[`node_modules/${name}`]?.dev)
        return { errors: [{ text: `${name} is a devDependency only: the production install has no copy of it (make it a dependency)` }] };
      return { path: args.path, external: true };
    });
  },
};

/** Paths relative to the file in the repository, taken from the parent of dist/ (see the banner). */
const locatedFromSource = (uses: Set<string>): Plugin => ({
  name: 'located-from-source',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return { contents: text, loader: 'ts' };
      const file = path.relative(ROOT, args.path).split(path.sep).join('/');
      const at = (relative: string) => `__rugbyPath.join(__rugbyRoot, ${JSON.stringify(relative)})`;
      const contents = text.replace(/\bimport\.meta\.(dirname|filename|url)\b/g, (_all, what: string) => {
        uses.add(file);
        if (what === 'dirname') return at(path.posix.dirname(file));
        if (what === 'filename') return at(file);
        return `__rugbyFileUrl(${at(file)}).href`;
      });
      return { contents, loader: 'ts' };
    });
  },
});

/**
 * Before each bundle's code: the repository root as the bundle sees it (the parent of dist/), and `require` for the
 * CommonJS code bundled in.
 */
const BANNER = [
  `import { createRequire as __rugbyCreateRequire } from 'node:module';`,
  `import __rugbyPath from 'node:path';`,
  `import { fileURLToPath as __rugbyFilePath, pathToFileURL as __rugbyFileUrl } from 'node:url';`,
  `const __rugbyRoot = __rugbyPath.resolve(__rugbyPath.dirname(__rugbyFilePath(import.meta.url)), '..');`,
  `const require = __rugbyCreateRequire(import.meta.url);`,
].join('\n');

export async function buildServer(): Promise<{ files: string[]; locatedFromSource: string[] }> {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  // The bundles are ES modules named .js, wherever dist/ is copied to.
  writeFileSync(path.join(DIST, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  const uses = new Set<string>();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, entry]) => ({ in: entry, out })),
    outdir: DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    banner: { js: BANNER },
    plugins: [thirdPartyExternal, locatedFromSource(uses)],
    logLevel: 'warning',
    metafile: true,
  });
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
  return { files, locatedFromSource: [...uses].sort() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const built = await buildServer();
  for (const file of built.files) console.log(`  ${file}`);
  console.log(`built ${built.files.length} bundles in ${Date.now() - started} ms`);
  if (built.locatedFromSource.length) console.log(`files located from their source path at run time: ${built.locatedFromSource.join(', ')}`);
}
