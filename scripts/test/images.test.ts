/**
 * The production images and the single-machine stack: the bundles `npm run build:server` writes run as the runtime
 * image runs them (`node dist/<process>.js`: no tsx, no TypeScript, NODE_ENV unset here), and what
 * scripts/deploy/Dockerfile, .dockerignore and docker-compose.yml promise, checked statically (no Docker engine runs
 * on these machines; `docker-compose config` validates the compose file where it is installed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envStem, SERVICES } from '@rugby/contracts';
import { DIST, SERVER_ENTRIES } from '../build-server.ts';
import { freePort } from '../ports.ts';
import { ROOT } from '../processes.ts';
import { cleanEnv, get, pollUntil } from './support.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** Services with durable jobs, run by a worker of their own (PROCESS_ROLE=worker). */
const WITH_JOBS = ['team', 'training-program', 'messaging'];

interface Run {
  code: number | null;
  output: string;
}

/** Runs `node <args>` from a directory outside the repository, as the image does (cwd is not the sources). */
function node(args: string[], env: NodeJS.ProcessEnv, cwd: string): { exited: Promise<Run>; output: () => string; stop: () => Promise<Run> } {
  const child = spawn(process.execPath, args, { cwd, env: { ...cleanEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return {
    exited,
    output: () => output,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits for `url` to answer (any status), or fails with what the process printed. */
async function answering(url: string, started: ReturnType<typeof node>) {
  let exited = false;
  void started.exited.then(() => (exited = true));
  await pollUntil(
    () => get(url, ''),
    (a) => a.status !== 0 || exited,
    30_000,
    `${url}\n${started.output().slice(-3000)}`,
  );
  if (exited) throw new Error(`exited before answering ${url}:\n${started.output().slice(-3000)}`);
}

describe('npm run build:server: one bundle per process in dist/', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'images-'));
    const built = spawnSync('npm', ['run', 'build:server', '--silent'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    if (built.status !== 0) throw new Error(`npm run build:server failed:\n${built.stdout}\n${built.stderr}`);
  }, 150_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes dist/<process>.js for the four services, the gateway and the migrations, importing only production dependencies', () => {
    expect(Object.keys(SERVER_ENTRIES).sort()).toEqual([...SERVICES, 'gateway', 'migrate', 'tracing'].sort());
    // What the runtime image installs: the production dependencies of the server packages (scripts/deploy/Dockerfile).
    const serverPackages = ['contracts', 'services/kit', ...SERVICES.map((s) => `services/${s}`), 'gateway'];
    const production = new Set(
      serverPackages.flatMap((p) => Object.keys((JSON.parse(read(`${p}/package.json`)) as { dependencies?: object }).dependencies ?? {})),
    );
    expect(JSON.parse(read('dist/package.json'))).toEqual({ type: 'module' });
    for (const name of Object.keys(SERVER_ENTRIES)) {
      const bundle = readFileSync(path.join(DIST, `${name}.js`), 'utf8');
      const imported = [...bundle.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1] ?? m[2]!);
      expect(imported.length, name).toBeGreaterThan(0);
      for (const specifier of imported) {
        if (specifier.startsWith('node:')) continue;
        // Workspace packages and relative files are in the bundle; the rest is a production dependency by name.
        expect(specifier, `${name}.js imports ${specifier}`).not.toMatch(/^(\.|\/|@rugby\/)/);
        const pkg = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        expect(production.has(pkg) || builtinModules.includes(specifier), `${name}.js imports ${specifier}, not a production dependency`).toBe(true);
      }
    }
  });

  it('dist/team.js answers /health and /ready on an in-memory database', async () => {
    const port = await freePort();
    const team = node([path.join(DIST, 'team.js')], { DATABASE_URL_TEAM: 'memory://', TEAM_PORT: String(port) }, work);
    try {
      const base = `http://127.0.0.1:${port}`;
      await answering(`${base}/health`, team);
      expect(await get(base, '/health')).toEqual({ status: 200, body: { status: 'ok', service: 'team' } });
      // Its migrations were found next to dist/ (services/team/prisma/migrations) and applied.
      expect(
        (
          await pollUntil(
            () => get(base, '/ready'),
            (a) => a.status === 200,
            10_000,
            'team /ready',
          )
        ).status,
      ).toBe(200);
      expect(team.output()).toMatch(/migrations applied/);
    } finally {
      expect((await team.stop()).code).toBe(0);
    }
  });

  it('dist/migrate.js team migrates a fresh embedded database and exits 0; a second run changes nothing', async () => {
    const env = { DATA_DIR: path.join(work, 'data') };
    const first = await node([path.join(DIST, 'migrate.js'), 'team'], env, work).exited;
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/^team \(pglite:.*\): applied \d+_init, /m);
    const second = await node([path.join(DIST, 'migrate.js'), 'team'], env, work).exited;
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(/^team \(pglite:.*\): up to date$/m);
  });

  it('dist/migrate.js refuses a wrong argument, and in production a database URL that is not PostgreSQL', async () => {
    const none = await node([path.join(DIST, 'migrate.js')], {}, work).exited;
    expect(none.code).toBe(2);
    expect(none.output).toContain('usage: node dist/migrate.js <service>');
    expect((await node([path.join(DIST, 'migrate.js'), 'teams'], {}, work).exited).code).toBe(2);
    const typo = await node([path.join(DIST, 'migrate.js'), 'team'], { NODE_ENV: 'production', DATABASE_URL_TEAM: 'postgress://db/team' }, work).exited;
    expect(typo.code).toBe(1);
    expect(typo.output).toContain('DATABASE_URL_TEAM must be a postgres:// or postgresql:// URL in production');
  });

  it('dist/gateway.js starts and answers /health', async () => {
    const port = await freePort();
    const gateway = node([path.join(DIST, 'gateway.js')], { GATEWAY_PORT: String(port) }, work);
    try {
      await answering(`http://127.0.0.1:${port}/health`, gateway);
      expect(await get(`http://127.0.0.1:${port}`, '/health')).toEqual({ status: 200, body: { status: 'ok', service: 'gateway' } });
    } finally {
      expect((await gateway.stop()).code).toBe(0);
    }
  });
});

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  from: string;
  name: string;
  steps: Instruction[];
}

/** The Dockerfile's stages, their instructions with continuation lines joined and comments dropped. */
function dockerStages(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [from = '', , name = ''] = args.split(/\s+/);
      stages.push({ from, name, steps: [] });
    } else stages.at(-1)?.steps.push({ op: op.toUpperCase(), args });
  }
  return stages;
}

describe('scripts/deploy/Dockerfile', () => {
  const stages = dockerStages(read('scripts/deploy/Dockerfile'));
  const stage = (name: string) => {
    const found = stages.find((s) => s.name === name);
    if (!found) throw new Error(`no stage ${name}`);
    return found;
  };
  const runs = (s: Stage) => s.steps.filter((i) => i.op === 'RUN').map((i) => i.args);
  const copies = (s: Stage) => s.steps.filter((i) => i.op === 'COPY').map((i) => i.args);

  it('builds in stages: the Node processes compiled by build:server, the web apps, production dependencies apart', () => {
    expect(stages.map((s) => s.name)).toEqual(expect.arrayContaining(['deps', 'build', 'web', 'prod-deps', 'runtime', 'edge']));
    expect(runs(stage('deps')).some((r) => /npm ci$/.test(r))).toBe(true);
    expect(runs(stage('build'))).toContainEqual(expect.stringContaining('npm run build:server'));
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['build:server']).toBeDefined();
    const web = runs(stage('web')).join('\n');
    for (const app of ['@rugby/shell', '@rugby/mf-public', '@rugby/mf-coach', '@rugby/mf-player']) expect(web).toContain(app);
    expect(web).toContain('NODE_ENV=production npm run build -w $app');
    const prod = runs(stage('prod-deps')).join('\n');
    expect(prod).toMatch(/npm ci --omit=dev --ignore-scripts/);
  });

  it('runs Node 24 as a non-root user, from dist/, production node_modules and the files the bundles read only', () => {
    const runtime = stage('runtime');
    expect(runtime.from).toMatch(/^node:24-/);
    const user = runtime.steps.filter((i) => i.op === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.steps).toContainEqual({ op: 'ENV', args: expect.stringMatching(/\bNODE_ENV=production\b/) });
    expect(runtime.steps).toContainEqual({ op: 'ENTRYPOINT', args: '["node"]' });
    expect(runtime.steps).toContainEqual({ op: 'CMD', args: '["dist/gateway.js"]' });
    expect(runs(runtime)).toEqual([]);
    // Every file comes from a build stage, and only these: the bundles, the production install, the migrations.
    const wanted = [
      '--from=prod-deps /app/node_modules ./node_modules',
      '--from=build /app/dist ./dist',
      ...SERVICES.map((s) => `--from=build /app/services/${s}/prisma/migrations ./services/${s}/prisma/migrations`),
      '--from=build /app/gateway/subgraphs ./gateway/subgraphs',
    ];
    expect(copies(runtime).sort()).toEqual(wanted.sort());
    for (const dir of [...SERVICES.map((s) => `services/${s}/prisma/migrations`), 'gateway/subgraphs'])
      expect(existsSync(path.join(ROOT, dir)), dir).toBe(true);
  });

  it('serves the web apps from unprivileged nginx on port 8080', () => {
    const edge = stage('edge');
    expect(edge.from).toMatch(/^nginxinc\/nginx-unprivileged:/);
    // Root only to load the tracing module while building: the image runs as nginx (101), the base image's user.
    expect(edge.steps.filter((i) => i.op === 'USER').at(-1)?.args).toBe('101');
    expect(read('scripts/deploy/nginx.conf')).toMatch(/\blisten\s+(?:\S+:)?8080\b/);
    for (const [from, to] of [
      ['shell/host/dist', '/usr/share/nginx/html'],
      ['mf-public/dist', '/usr/share/nginx/remotes/public'],
      ['mf-coach/dist', '/usr/share/nginx/remotes/coach'],
      ['mf-player/dist', '/usr/share/nginx/remotes/player'],
    ])
      expect(copies(edge)).toContain(`--from=web /app/${from} ${to}`);
  });

  it("loads nginx's OpenTelemetry module and runs edge-otel.sh before nginx starts (tracing when EDGE_OTLP_GRPC_ENDPOINT is set)", () => {
    const edge = stage('edge');
    // The -otel variants of the official images carry ngx_otel_module (not loaded by their nginx.conf).
    expect(edge.from).toMatch(/-otel$/);
    expect(runs(edge)).toContain("sed -i '1i load_module modules/ngx_otel_module.so;' /etc/nginx/nginx.conf");
    // The image's entrypoint runs /docker-entrypoint.d/*.sh that are executable, in order, before nginx.
    expect(copies(edge)).toContain('--chmod=755 scripts/deploy/edge-otel.sh /docker-entrypoint.d/40-edge-otel.sh');
  });

  it('.dockerignore keeps secrets, local data, installs and build output out of the build context', () => {
    const patterns = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    // Docker's matching: a pattern matches the path or one of its parent folders; `**` spans folders.
    const regex = (pattern: string) =>
      new RegExp(
        `^${pattern
          .replace(/^\/+|\/+$/g, '')
          .split(/(\*\*\/?|\*|\?)/)
          .map((part) =>
            part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '[^/]' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
          )
          .join('')}$`,
      );
    const ignored = (file: string) => {
      const parts = file.split('/');
      return parts.some((_, i) => patterns.some((p) => regex(p).test(parts.slice(0, i + 1).join('/'))));
    };
    for (const file of [
      '.git/HEAD',
      '.env',
      '.env.production',
      'services/team/.env',
      'data/team/PG_VERSION',
      'node_modules/express/index.js',
      'services/team/node_modules/cookie/package.json',
      'dist/team.js',
      'mf-coach/dist/remoteEntry.js',
      'test-results/vitest.json',
      'npm-debug.log',
      'services/team/server.log',
    ])
      expect(ignored(file), file).toBe(true);
    for (const file of [
      'package.json',
      'package-lock.json',
      'services/team/src/server.ts',
      'services/team/prisma/migrations/x/migration.sql',
      'scripts/deploy/nginx.conf',
    ])
      expect(ignored(file), file).toBe(false);
  });
});

interface ComposeService {
  image?: string;
  build?: { target?: string };
  command?: string[];
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition?: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
}

describe('docker-compose.yml', () => {
  const text = read('docker-compose.yml');
  const compose = parse(text, { merge: true }) as { services: Record<string, ComposeService> };
  const services = compose.services;
  const entries = Object.entries(services);
  const oneShots = entries.filter(([, s]) => s.restart === 'no').map(([name]) => name);
  const nodeProcesses = entries.filter(([, s]) => s.build?.target === 'runtime' && s.restart !== 'no');

  it('restarts and health-checks every long-running container; one-shots only run before what needs them', () => {
    for (const [name, s] of entries) {
      if (oneShots.includes(name)) continue;
      expect(s.restart, name).toBe('unless-stopped');
      expect(s.healthcheck?.test.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
    for (const [name, s] of entries)
      for (const [needed, how] of Object.entries(s.depends_on ?? {})) {
        expect(services[needed], `${name} depends on ${needed}`).toBeDefined();
        expect(how.condition, `${name} → ${needed}`).toBe(oneShots.includes(needed) ? 'service_completed_successfully' : 'service_healthy');
      }
    expect(services.edge!.healthcheck!.test).toEqual(['CMD', 'wget', '-q', '-O', '/dev/null', 'http://127.0.0.1:8080/health']);
  });

  it('traces nothing unless told where: the Node processes OTEL_EXPORTER_OTLP_ENDPOINT, the nginx edge EDGE_OTLP_GRPC_ENDPOINT', () => {
    for (const [name, s] of nodeProcesses) expect(s.environment?.OTEL_EXPORTER_OTLP_ENDPOINT, name).toBe('${OTEL_EXPORTER_OTLP_ENDPOINT:-}');
    expect(services.edge!.environment).toEqual({ EDGE_OTLP_GRPC_ENDPOINT: '${EDGE_OTLP_GRPC_ENDPOINT:-}' });
  });

  it('runs compiled bundles: each service as api, a worker for each service with jobs, migrations first', () => {
    for (const [name, s] of nodeProcesses) {
      const entry = /^dist\/(.+)\.js$/.exec(s.command?.[0] ?? '')?.[1];
      expect(entry && entry in SERVER_ENTRIES && entry !== 'migrate', `${name}: ${String(s.command)}`).toBe(true);
      expect(s.environment?.NODE_ENV, name).toBe('production');
      // The healthcheck asks the process's own port for /ready.
      const port = entry === 'gateway' ? s.environment?.GATEWAY_PORT : s.environment?.[`${envStem(entry as (typeof SERVICES)[number])}_PORT`];
      expect(s.environment?.HEALTH_URL, name).toBe(`http://127.0.0.1:${port}/ready`);
    }
    for (const service of SERVICES) {
      const api = services[service]!;
      expect(api.command).toEqual([`dist/${service}.js`]);
      expect(api.environment?.PROCESS_ROLE).toBe('api');
      const worker = services[`${service}-worker`];
      if (!WITH_JOBS.includes(service)) {
        expect(worker, `${service} has no jobs`).toBeUndefined();
        continue;
      }
      expect(worker, `${service}-worker`).toBeDefined();
      expect(worker!.command).toEqual(api.command);
      expect(worker!.build).toEqual(api.build);
      expect(worker!.environment).toEqual({ ...api.environment, PROCESS_ROLE: 'worker' });
      for (const process of [api, worker!])
        expect(Object.entries(process.depends_on ?? {})).toContainEqual([`${service}-migrate`, { condition: 'service_completed_successfully' }]);
    }
    for (const service of SERVICES) {
      const migrate = services[`${service}-migrate`]!;
      expect(migrate.command).toEqual(['dist/migrate.js', service]);
      expect(migrate.build).toEqual(services[service]!.build);
      expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    }
    expect(oneShots.sort()).toEqual(SERVICES.map((s) => `${s}-migrate`).sort());
  });

  it('gives each service its own database user, with a required password and no default anywhere', () => {
    const users = new Set<string>();
    for (const service of SERVICES) {
      const variable = `DATABASE_URL_${envStem(service)}`;
      const url = services[service]!.environment?.[variable] ?? '';
      const database = envStem(service).toLowerCase();
      const [, user, password] = /^postgresql:\/\/([^:@]+):\$\{(\w+):\?[^}]+\}@postgres:5432\/(\w+)$/.exec(url) ?? [];
      expect(url, variable).toMatch(new RegExp(`/${database}$`));
      expect(user, variable).toBe(database);
      expect(password, variable).toBe(`POSTGRES_${envStem(service)}_PASSWORD`);
      users.add(user!);
      expect(services[`${service}-migrate`]!.environment?.[variable]).toBe(url);
      // Other processes never get this database.
      for (const [name, s] of entries) if (!name.startsWith(service)) expect(s.environment?.[variable], `${name} has ${variable}`).toBeUndefined();
      // PostgreSQL's first start reads the password and makes the user and its database.
      expect(services.postgres!.environment?.[password!]).toBe(`\${${password}:?set ${password}}`);
    }
    expect(users.size).toBe(SERVICES.length);
    expect(services.postgres!.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    const init = services.postgres!.volumes?.find((v) => v.includes('/docker-entrypoint-initdb.d/'));
    expect(init).toBe('./scripts/deploy/postgres-init.sh:/docker-entrypoint-initdb.d/init.sh:ro');
    const script = read('scripts/deploy/postgres-init.sh');
    expect(script).toContain('databases=(team training_program messaging feedback)');
    expect(script).toContain('CREATE DATABASE :"name" OWNER :"name";');
    expect(script).toContain('REVOKE ALL ON DATABASE :"name" FROM PUBLIC;');
    // A secret is required (${VAR:?…}) or an optional integration left empty (${VAR:-}): never a default value.
    for (const [, variable, rest] of text.matchAll(/\$\{(\w*(?:PASSWORD|SECRET|TOKEN|KEY)\w*)([^}]*)\}/g))
      expect(rest === '' || rest === ':-' || rest!.startsWith(':?'), `\${${variable}${rest}}`).toBe(true);
  });

  it('has no Redis: no redis service, volume or dependency, and no REDIS_URL anywhere (docs/decisions/023)', () => {
    expect(services.redis).toBeUndefined();
    for (const [name, s] of entries) {
      expect(s.image ?? '', name).not.toMatch(/redis/i);
      expect(Object.keys(s.depends_on ?? {}), name).not.toContain('redis');
      expect(s.environment ?? {}, name).not.toHaveProperty('REDIS_URL');
    }
    expect(Object.keys((parse(text) as { volumes?: object }).volumes ?? {})).toEqual(['pgdata']);
    expect(text).not.toContain('REDIS_URL');
    expect(text).not.toMatch(/redis/i);
  });

  const composeCli = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!composeCli)('is valid for docker-compose, and stops when a secret is missing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compose-env-'));
    try {
      const empty = path.join(dir, 'empty.env');
      writeFileSync(empty, '');
      const secrets = Object.fromEntries(
        ['IDENTITY_SECRET', 'INTERNAL_SERVICE_TOKEN', 'POSTGRES_PASSWORD', ...SERVICES.map((s) => `POSTGRES_${envStem(s)}_PASSWORD`)].map((v) => [v, `x-${v}`]),
      );
      const config = (env: NodeJS.ProcessEnv) =>
        spawnSync('docker-compose', ['--env-file', empty, '-f', 'docker-compose.yml', 'config', '-q'], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...cleanEnv(), ...env },
        });
      const valid = config(secrets);
      expect(valid.status, valid.stderr).toBe(0);
      const missing = config({ ...secrets, POSTGRES_MESSAGING_PASSWORD: undefined });
      expect(missing.status).not.toBe(0);
      expect(missing.stderr).toContain('set POSTGRES_MESSAGING_PASSWORD');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
