/**
 * The one rspack + Module Federation configuration of the web apps (shell and remotes). Each app's
 * rspack.config.ts calls createWebConfig with its name and exposes; nothing else is configured per app.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';

/**
 * Packages shared as singletons between the shell and every remote. react-router and TanStack Query are not among
 * them: remotes reach the shell's router and QueryClient through the shared `@rugby/kit/router.ts` and
 * `@rugby/kit/query.ts`, so both libraries are tree-shaken in the shell (docs/decisions/005 and 007).
 */
const SINGLETONS = ['react', 'react-dom', 'zustand', '@rugby/kit'] as const;
/** Packages whose subpaths (react/jsx-runtime, react-dom/client) are shared too. */
const SHARED_SUBPATHS = ['react', 'react-dom'] as const;
/**
 * Kit modules outside its index that hold state every app must see once (the router's and TanStack Query's
 * contexts, the server-push stream): shared singletons like the index. The kit's other deep modules (UI primitives,
 * the GraphQL client, the team-messages API) hold no state: each app bundles the ones it imports, in the chunks of the
 * screens that use them, so a first load does not fetch them one by one (docs/decisions/017).
 */
export const KIT_DEEP_MODULES = ['router.ts', 'query.ts', 'api/server-push.ts'] as const;

/** The JavaScript the web apps are compiled to: every evergreen browser of the last years runs it. */
const BROWSER_TARGET = 'es2020';

/**
 * The contracts modules shared so a page downloads them once, from the shell: the texts (one object every app
 * reads on its first screen). The domain constants are not shared: each app keeps, tree-shaken, the few it uses.
 */
export const CONTRACTS_SHARED_MODULES = ['copy'] as const;

/** Where a remote's build lists the files of its routes expose (what a page drawn by it loads first). */
export const FIRST_SCREEN_FILE = 'first-screen.json';

/**
 * Writes FIRST_SCREEN_FILE: the remote entry and every script and style of the chunk group of the `./routes` expose.
 * The gateway preloads them from the page's head (docs/decisions/017); mf-manifest.json lists only part of them.
 */
class FirstScreenFilesPlugin {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstScreenFiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get('__federation_expose_routes');
        const files = group ? [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => /\.(?:js|css)$/.test(f)) : [];
        compilation.emitAsset(FIRST_SCREEN_FILE, new rspack.sources.RawSource(JSON.stringify({ remoteEntry: 'remoteEntry.js', files })));
      });
    });
  }
}

export interface WebAppOptions {
  /** Remote key in /remotes.json ('public', 'coach', 'player'), or 'shell' for the host. */
  name: string;
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Modules the remote exposes, e.g. { './routes': './src/exposes/routes.ts' }. Empty for the shell. */
  exposes?: Record<string, string>;
  /** Dev server port for `npm run dev`. */
  devPort: number;
}

import { remoteContainerName } from '../src/remote-routes.ts';

/** Container name of an app: `rugby_shell`, or `mf_<key>` for a remote. */
export const containerName = (name: string) => (name === 'shell' ? 'rugby_shell' : remoteContainerName(name));
/** Where the edge serves an app's dist folder. */
export const publicPathOf = (name: string) => (name === 'shell' ? '/' : `/remotes/${name}/`);

/** `^<major>.0.0` of the installed version (`^0.<minor>.0` for 0.x packages such as the kit). */
function requiredVersion(pkg: string, fromDir: string): string {
  const version = installedVersion(pkg, fromDir);
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** Folder of a package as Node would find it from `fromDir` (walking up node_modules folders). */
function packageDir(pkg: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed (looked from ${fromDir})`);
  }
}

/** Version of a package as Node would resolve it from `fromDir`. */
function installedVersion(pkg: string, fromDir: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir(pkg, fromDir), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The shared modules of an app. The shell's are `eager`: in its first script, provided before anything runs, so a
 * page does not fetch them one by one after it (everything shared is on every first screen); the remotes take them
 * from the shell.
 */
export function sharedConfig(dir: string, { eager = false } = {}) {
  const shared: Record<string, { singleton: true; requiredVersion: string; shareKey?: string; version?: string; eager?: boolean }> = {};
  for (const pkg of SINGLETONS) shared[pkg] = { singleton: true, requiredVersion: requiredVersion(pkg, dir) };
  for (const pkg of SHARED_SUBPATHS) shared[`${pkg}/`] = { singleton: true, requiredVersion: requiredVersion(pkg, dir) };
  for (const module of KIT_DEEP_MODULES) shared[`@rugby/kit/${module}`] = { singleton: true, requiredVersion: requiredVersion('@rugby/kit', dir) };
  for (const module of CONTRACTS_SHARED_MODULES)
    shared[`@rugby/contracts/${module}`] = { singleton: true, requiredVersion: requiredVersion('@rugby/contracts', dir) };
  // lucide-react's icon factory (the part every icon module imports, by a relative path): shared by its file, so a
  // page downloads it once while each app still bundles only the icons it uses.
  shared[path.join(packageDir('lucide-react', dir), 'dist/esm/createLucideIcon.mjs')] = {
    singleton: true,
    shareKey: 'lucide-react/createLucideIcon',
    version: installedVersion('lucide-react', dir),
    requiredVersion: requiredVersion('lucide-react', dir),
  };
  if (eager) for (const entry of Object.values(shared)) entry.eager = true;
  return shared;
}

/**
 * The federation plugins locate their runtime with require.resolve, which picks the CommonJS builds; CommonJS is
 * not tree-shaken, so every remoteEntry.js carried the whole SDK (manifest parsing, Node.js loaders, logger).
 * Pointing those files at their ES module twins lets rspack drop what is unused (docs/decisions/007).
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const pkg of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/runtime-tools',
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ]) {
    const dist = path.join(packageDir(pkg, import.meta.dirname), 'dist');
    for (const file of readdirSync(dist)) {
      const esm = file.replace(/\.cjs$/, '.js');
      if (file.endsWith('.cjs') && existsSync(path.join(dist, esm))) alias[path.join(dist, file)] = path.join(dist, esm);
    }
  }
  return alias;
}

/**
 * Brotli (best quality) and gzip copies of the scripts, styles and manifests, written next to them: the gateway and the
 * edge serve them to the browsers that take them (gateway/src/web.ts), with no compression work per request. Brotli
 * is about 15 % smaller than gzip on this JavaScript (docs/decisions/018).
 */
function precompressed() {
  const test = /\.(?:js|css|json)$/;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

export function createWebConfig(options: WebAppOptions, argv: { mode?: string } = {}): Configuration {
  const { name, dir, exposes = {}, devPort } = options;
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const isShell = name === 'shell';
  const publicPath = publicPathOf(name);

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    // Evergreen browsers: modern syntax is kept as written (ES5 output was about 10% larger).
    target: ['web', BROWSER_TARGET],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: containerName(name),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // zod without code generation: the pages' Content-Security-Policy allows no eval (zod-jitless.ts).
      alias: { ...federationRuntimeAsEsm(), zod$: path.join(import.meta.dirname, 'zod-jitless.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: BROWSER_TARGET,
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          type: 'css/auto',
          use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: { '@tailwindcss/postcss': { base: dir } } } } }],
        },
      ],
    },
    optimization: { runtimeChunk: false },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(import.meta.dirname, 'index.html'), title: 'Rugby Training Hub' }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Optional label of a deploy (shown in the public footer), e.g. WEB_BUILD_LABEL=2025-06-02.1 npm run build -w @rugby/mf-public
        'process.env.WEB_BUILD_LABEL': JSON.stringify(process.env.WEB_BUILD_LABEL ?? ''),
      }),
      new ModuleFederationPlugin({
        name: containerName(name),
        ...(isShell ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(dir, { eager: isShell }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime per page: the shell provides it, production remotes use it (about 30 KB
        // gzipped less per remote). A remote's standalone dev build keeps its own.
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          // Browser-only builds: the runtime's Node.js script loading is left out (about 2 KB gzipped per app).
          optimization: { target: 'web' },
        },
      }),
      ...(isShell ? [] : [new FirstScreenFilesPlugin()]),
      // The shell's public files: the web manifest and the app's icons (docs/decisions/022).
      ...(isShell && existsSync(path.join(dir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
      ...(production ? precompressed() : []),
    ],
    performance: { hints: false },
    devServer: {
      port: devPort,
      historyApiFallback: { index: `${publicPath}index.html` },
      headers: { 'Access-Control-Allow-Origin': '*' },
      devMiddleware: { publicPath },
      proxy: [{ context: ['/api', '/graphql', '/remotes.json'], target: process.env.EDGE_URL ?? 'http://127.0.0.1:8080', changeOrigin: true }],
      hot: false,
      liveReload: true,
    },
  };
}
