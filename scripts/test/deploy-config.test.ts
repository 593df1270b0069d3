/**
 * The nginx edge of docker-compose and Kubernetes (scripts/deploy/nginx.conf) answers like the Node edge: the same
 * security headers on every answer, the same caching, its own /health, no /metrics, and the same 503 when the gateway
 * cannot be reached. Read as configuration here; served by a real nginx too when one is installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@rugby/contracts';
import { cacheControlFor, CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../gateway/src/web.ts';
import { freePort } from '../ports.ts';
import { ROOT } from '../processes.ts';
import { sleep } from './support.ts';

const conf = readFileSync(path.join(ROOT, 'scripts/deploy/nginx.conf'), 'utf8');

/** One block of an nginx configuration: `head { directives; blocks }`. */
interface Block {
  head: string;
  directives: string[];
  blocks: Block[];
}

/** Parses nginx configuration syntax (quotes, comments, nested blocks) into blocks of directives. */
function parseNginx(text: string): Block {
  const root: Block = { head: '', directives: [], blocks: [] };
  const stack = [root];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      current += c;
      if (c === '\\') current += text[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === ';') {
      stack.at(-1)!.directives.push(current.trim().replace(/\s+/g, ' '));
      current = '';
    } else if (c === '{') {
      const block: Block = { head: current.trim().replace(/\s+/g, ' '), directives: [], blocks: [] };
      stack.at(-1)!.blocks.push(block);
      stack.push(block);
      current = '';
    } else if (c === '}') {
      stack.pop();
      current = '';
    } else current += c;
  }
  return root;
}

/** Splits a directive into its words (quotes removed). */
const words = (directive: string) => [...directive.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);

const parsed = parseNginx(conf);
const server = parsed.blocks.find((b) => b.head === 'server')!;
const allLocations = (block: Block): Block[] => block.blocks.filter((b) => b.head.startsWith('location')).flatMap((b) => [b, ...allLocations(b)]);
const locations = allLocations(server);
const location = (head: string) => locations.find((b) => b.head === head);
const map = (variable: string, root: Block = parsed) => {
  const block = root.blocks.find((b) => b.head.startsWith('map ') && b.head.endsWith(` ${variable}`));
  if (!block) throw new Error(`no map sets ${variable}`);
  return block.directives.map((d) => {
    const [source, value] = words(d);
    return { source: source!, value: value ?? '' };
  });
};
/** What an nginx map gives for `input`: exact strings, then regular expressions in order, then the default. */
function mapValue(variable: string, input: string, root: Block = parsed): string {
  const entries = map(variable, root);
  const exact = entries.find((e) => !e.source.startsWith('~') && e.source !== 'default' && e.source === input);
  if (exact) return exact.value;
  for (const e of entries.filter((entry) => entry.source.startsWith('~'))) {
    const insensitive = e.source.startsWith('~*');
    if (new RegExp(e.source.slice(insensitive ? 2 : 1), insensitive ? 'i' : '').test(input)) return e.value;
  }
  return entries.find((e) => e.source === 'default')?.value ?? '';
}

const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
  'Strict-Transport-Security',
];
const HSTS = 'max-age=31536000; includeSubDomains';
const LONG_CACHE = 'public, max-age=31536000, immutable';

describe('scripts/deploy/nginx.conf', () => {
  it("answers 503 with SERVER_ERRORS.unavailable('gateway') for /api and /graphql when the gateway is unreachable", () => {
    const body = JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable('gateway') });
    expect(conf).toContain(`return 503 '${body}';`);
    for (const head of ['location /api/', 'location = /graphql']) {
      expect(location(head)?.directives).toContain('error_page 502 504 = @gateway_unavailable');
    }
  });

  it('sends the security headers on every answer: declared once for the server, always, and dropped by no location', () => {
    const added = server.directives.filter((d) => d.startsWith('add_header ')).map(words);
    for (const name of SECURITY_HEADERS) {
      const header = added.find((w) => w[1] === name);
      expect(header, `add_header ${name}`).toBeDefined();
      expect(header!.at(-1), `add_header ${name} ... always`).toBe('always');
    }
    expect(added.find((w) => w[1] === 'X-Content-Type-Options')![2]).toBe('nosniff');
    expect(added.find((w) => w[1] === 'Referrer-Policy')![2]).toBe('strict-origin-when-cross-origin');
    expect(added.find((w) => w[1] === 'Cross-Origin-Opener-Policy')![2]).toBe('same-origin');
    expect(added.find((w) => w[1] === 'Permissions-Policy')![2]).toBe(PERMISSIONS_POLICY);
    // A location with an add_header of its own would lose every one above: none has any (paths differ through maps).
    expect(locations.length).toBeGreaterThan(5);
    for (const loc of locations)
      expect(
        loc.directives.filter((d) => d.startsWith('add_header')),
        loc.head,
      ).toEqual([]);
    // The gateway's copies are hidden: each header is sent once.
    for (const name of SECURITY_HEADERS) expect(server.directives).toContain(`proxy_hide_header ${name}`);
  });

  it("uses the Node edge's Content-Security-Policy, which runs no inline script, and keeps a proxied answer's own", () => {
    const policy = mapValue('$edge_csp', '');
    expect(policy).toBe(CONTENT_SECURITY_POLICY);
    const directives = new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    for (const name of ['connect-src', 'worker-src', 'manifest-src', 'base-uri', 'form-action']) expect(directives.get(name)).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(map('$edge_csp').find((e) => e.source === 'default')?.value).toBe('$upstream_http_content_security_policy');
  });

  it('sends Strict-Transport-Security only for a request that came over TLS', () => {
    expect(mapValue('$edge_hsts', 'https:')).toBe(HSTS);
    expect(mapValue('$edge_hsts', 'http:https')).toBe(HSTS);
    expect(mapValue('$edge_hsts', 'http:')).toBe('');
    expect(mapValue('$edge_hsts', 'http:http')).toBe('');
  });

  it('answers /health itself, never forwards /metrics, and proxies only /api and /graphql', () => {
    expect(location('location = /health')?.directives).toContain("return 200 'ok'");
    expect(location('location = /metrics')?.directives).toContain('return 404');
    expect(location('location ^~ /metrics/')?.directives).toContain('return 404');
    const proxied = locations.filter((loc) => loc.directives.some((d) => d.startsWith('proxy_pass ')));
    expect(proxied.map((loc) => loc.head)).toEqual(['location /api/', 'location = /graphql']);
  });

  it('revalidates pages, manifests and remote entries on every load and caches hashed files for a year, as the Node edge does', () => {
    const cases: Array<[string, string]> = [
      ['/index.html', 'no-cache'],
      ['/remotes.json', 'no-cache'],
      ['/sw.js', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
      ['/mf-manifest.json', 'no-cache'],
      ['/icons/icon-192.png', 'no-cache'],
      ['/remotes/coach/mf-manifest.json', 'no-cache'],
      ['/remotes/coach/remoteEntry.js', 'no-cache'],
      ['/main.6759d61230.js', LONG_CACHE],
      ['/main.bf9c9a09d9.css', LONG_CACHE],
      ['/remotes/coach/1052.73b5933519.js', LONG_CACHE],
      ['/remotes/player/static/js/12.89abcdef.js', LONG_CACHE],
    ];
    for (const [uri, expected] of cases) {
      expect(mapValue('$edge_cache_control', uri), uri).toBe(expected);
      expect(cacheControlFor(uri), `web.ts for ${uri}`).toBe(expected);
    }
    // The gateway's answers keep their own.
    expect(mapValue('$edge_cache_control', '/api/teams')).toBe('');
    expect(mapValue('$edge_cache_control', '/graphql')).toBe('');
    expect(mapValue('$edge_cors', '/remotes/coach/remoteEntry.js')).toBe('*');
    expect(mapValue('$edge_cors', '/index.html')).toBe('');
    expect(mapValue('$edge_service_worker_allowed', '/sw.js')).toBe('/');
  });
});

/** Runs edge-otel.sh as the image's entrypoint does, writing into `dir`: its exit status, output and the written file. */
function runEdgeOtel(dir: string, endpoint?: string) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, EDGE_OTEL_CONF_DIR: dir };
  if (endpoint !== undefined) env.EDGE_OTLP_GRPC_ENDPOINT = endpoint;
  const run = spawnSync('sh', [path.join(ROOT, 'scripts/deploy/edge-otel.sh')], { env, encoding: 'utf8' });
  const file = path.join(dir, 'otel.conf');
  return { status: run.status, stderr: run.stderr, conf: existsSync(file) ? readFileSync(file, 'utf8') : null };
}

describe('scripts/deploy/edge-otel.sh (the nginx edge traces /api and /graphql when EDGE_OTLP_GRPC_ENDPOINT is set)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'edge-otel-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes nothing without an endpoint (traces are off by default), and removes what an earlier start wrote', () => {
    expect(runEdgeOtel(dir, 'collector:4317').conf).not.toBeNull();
    const off = runEdgeOtel(dir);
    expect(off.status).toBe(0);
    expect(off.conf).toBeNull();
    expect(runEdgeOtel(dir, '').conf).toBeNull();
  });

  it('with an endpoint: exports to it over OTLP/gRPC as "edge", traces the calls the gateway answers, starts the trace and passes it on', () => {
    const { status, conf: otel } = runEdgeOtel(dir, 'otel-collector.monitoring.svc:4317');
    expect(status).toBe(0);
    const root = parseNginx(otel!);
    expect(root.blocks.find((b) => b.head === 'otel_exporter')?.directives).toEqual(['endpoint otel-collector.monitoring.svc:4317']);
    expect(root.directives).toContain('otel_service_name edge');
    expect(root.directives).toContain('otel_trace $edge_otel_trace');
    // A browser's traceparent is not trusted: the edge starts the trace and injects it into the proxied request.
    expect(root.directives).toContain('otel_trace_context inject');
    for (const uri of ['/api/auth/user', '/api/teams/t1/events', '/graphql']) expect(mapValue('$edge_otel_trace', uri, root), uri).toBe('on');
    for (const uri of ['/', '/main.0123abcdef.js', '/remotes/coach/remoteEntry.js', '/health', '/apiary'])
      expect(mapValue('$edge_otel_trace', uri, root), uri).toBe('off');
    expect(runEdgeOtel(dir, 'https://collector.example.com:4317').conf).toContain('endpoint https://collector.example.com:4317;');
  });

  it('refuses a value that is not host:port, which would otherwise be written into the configuration, and stops the start', () => {
    for (const bad of ['collector', 'collector:4317; } evil {', 'collector:4317\nload_module x;', 'ftp://collector:4317', '-x:1']) {
      const run = runEdgeOtel(dir, bad);
      expect(run.status, bad).not.toBe(0);
      expect(run.stderr, bad).toContain('EDGE_OTLP_GRPC_ENDPOINT must be host:port');
      expect(run.conf, bad).toBeNull();
    }
  });

  it('is included by nginx.conf at the http level, from the directory the script writes to by default', () => {
    expect(parsed.directives).toContain('include /tmp/edge-otel/*.conf');
    expect(readFileSync(path.join(ROOT, 'scripts/deploy/edge-otel.sh'), 'utf8')).toContain('dir="${EDGE_OTEL_CONF_DIR:-/tmp/edge-otel}"');
  });
});

const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => spawnSync(file, ['-v']).status === 0);

describe.skipIf(!nginxBinary)('nginx serving scripts/deploy/nginx.conf (when nginx is installed)', () => {
  let dir: string;
  let nginx: ChildProcess;
  let gateway: Server;
  let gatewayUp = true;
  let base: string;
  /** The test's nginx.conf around the site's, with `modules` (load_module lines) first. */
  let mainConf: (modules?: string) => string;
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers, redirect: 'manual' });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nginx-edge-'));
    const write = async (file: string, content: string) => {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), content);
    };
    await write('html/index.html', '<!doctype html><title>shell</title><script defer src="/main.0123abcdef.js"></script>');
    await write('html/main.0123abcdef.js', 'console.log(1)');
    await write('html/sw.js', 'self.addEventListener("fetch", () => {})');
    await write('html/remotes.json', '{}');
    await write('remotes/coach/mf-manifest.json', '{"name":"coach"}');
    await write('remotes/coach/remoteEntry.js', 'var coach = 1');
    await write('remotes/coach/12.89abcdef01.js', 'chunk');

    // A stand-in gateway: JSON for /api (with headers of its own), a page with its own policy for /graphql.
    gateway = createServer((req, res) => {
      if (!gatewayUp) return void res.socket?.destroy();
      if (req.url === '/graphql') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self' 'sha256-abc'", 'x-content-type-options': 'nosniff' });
        return void res.end('<!doctype html><title>explorer</title>');
      }
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=5', 'x-content-type-options': 'nosniff' });
      res.end(JSON.stringify({ url: req.url, proto: req.headers['x-forwarded-proto'] }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const gatewayPort = (gateway.address() as { port: number }).port;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;

    const site = conf
      .replace('server gateway:4000;', `server 127.0.0.1:${gatewayPort};`)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/usr/share/nginx/html', path.join(dir, 'html'))
      .replaceAll('root /usr/share/nginx;', `root ${dir};`)
      .replaceAll('/tmp/edge-otel/', `${path.join(dir, 'otel')}/`);
    const temp = (name: string) => `${name} ${path.join(dir, 'tmp', name)};`;
    await mkdir(path.join(dir, 'tmp'), { recursive: true });
    mainConf = (modules = '') =>
      [
        modules,
        'daemon off;',
        'master_process off;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        'error_log stderr crit;',
        'events {}',
        'http {',
        'include /etc/nginx/mime.types;',
        'default_type application/octet-stream;',
        'access_log off;',
        ...['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp),
        site,
        '}',
      ].join('\n');
    await writeFile(path.join(dir, 'nginx.conf'), mainConf());
    const check = spawnSync(nginxBinary!, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(nginxBinary!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${base}/health`).then(
          () => true,
          () => false,
        )
      )
        break;
      await sleep(50);
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => gateway?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("takes edge-otel.sh's directives at the http level: valid with nginx's OpenTelemetry module, unknown without it", async () => {
    expect(runEdgeOtel(path.join(dir, 'otel'), 'collector:4317').status).toBe(0);
    try {
      const module = ['/usr/lib/nginx/modules/ngx_otel_module.so', '/etc/nginx/modules/ngx_otel_module.so'].find((file) => existsSync(file));
      const file = path.join(dir, 'nginx-otel.conf');
      await writeFile(file, mainConf(module ? `load_module ${module};` : ''));
      const check = spawnSync(nginxBinary!, ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' });
      // Debian's nginx has no such module: the first directive it cannot read is the file's first, so the file is
      // read where the module's http-level directives belong (the image, nginx:*-otel, loads the module).
      if (module) expect(check.status, check.stderr).toBe(0);
      else expect(check.stderr).toMatch(/unknown directive "otel_exporter" in \S+\/otel\/otel\.conf:1/);
    } finally {
      runEdgeOtel(path.join(dir, 'otel'));
    }
  });

  const expectSecurityHeaders = (res: Response, what: string) => {
    expect(res.headers.get('content-security-policy'), what).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
    expect(res.headers.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
    expect(res.headers.get('strict-transport-security'), what).toBeNull();
  };

  it('serves pages (and the single-page fallback) with the security headers, revalidated on every load', async () => {
    for (const p of ['/', '/coach/dashboard', '/index.html']) {
      const res = await get(p, { accept: 'text/html' });
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<title>shell</title>');
      expectSecurityHeaders(res, p);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('serves hashed files for a year, remote manifests and entries revalidated with CORS, the worker for the whole origin', async () => {
    const main = await get('/main.0123abcdef.js');
    expectSecurityHeaders(main, 'main');
    expect(main.headers.get('cache-control')).toBe(LONG_CACHE);
    const manifest = await get('/remotes/coach/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expectSecurityHeaders(manifest, 'manifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/remotes/coach/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/remotes/coach/12.89abcdef01.js');
    expect(chunk.headers.get('cache-control')).toBe(LONG_CACHE);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    const worker = await get('/sw.js');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/index.html')).headers.get('service-worker-allowed')).toBeNull();
  });

  it('answers /health itself and /metrics with 404, with the headers', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
    expect(health.headers.get('content-type')).toMatch(/^text\/plain/);
    expectSecurityHeaders(health, '/health');
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(404);
    expectSecurityHeaders(metrics, '/metrics');
    expect((await get('/metrics/x')).status).toBe(404);
  });

  it("passes the gateway's answers with the edge's headers once, keeping its caching and the explorer's own policy", async () => {
    const api = await get('/api/teams');
    expect(await api.json()).toEqual({ url: '/api/teams', proto: 'http' });
    expectSecurityHeaders(api, '/api');
    expect(api.headers.get('cache-control')).toBe('private, max-age=5');
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    const explorer = await get('/graphql', { accept: 'text/html' });
    expect(explorer.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-abc'");
    expect(explorer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends Strict-Transport-Security when the balancer in front says the request came over TLS', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('answers 503 JSON with the headers when the gateway cannot be reached', async () => {
    gatewayUp = false;
    try {
      const res = await get('/api/teams');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable('gateway') });
      expectSecurityHeaders(res, '503');
    } finally {
      gatewayUp = true;
    }
  });
});
