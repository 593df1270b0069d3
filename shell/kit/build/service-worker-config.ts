/**
 * The shell's service worker (shell/host/service-worker/sw.ts, docs/decisions/022) as a second rspack build that runs
 * after the shell's (`dependencies`): one `sw.js` at the root of the shell's dist, whose precache list (Workbox's
 * `self.__WB_MANIFEST`) is the shell build's scripts and styles and its web manifest and icons. A new shell build
 * changes sw.js, so browsers install the new worker and precache the new files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';

const PRECACHED = /\.(?:js|css|webmanifest|png|svg)$/;
/** Content-hashed names (main.3f9a1c2b.js) need no revision: the name changes with the content. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z]+$/;
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

/** The precache entries of a built folder: every script, style, manifest and icon but the worker itself. */
export function precacheEntries(dist: string, worker = 'sw.js'): { url: string; revision: string | null }[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name)).map((f) => `${name}/${f}`) : [name]));
  return files(dist)
    .filter((file) => PRECACHED.test(file) && file !== worker)
    .sort()
    .map((file) => ({
      url: `/${file}`,
      revision: HASHED.test(file)
        ? null
        : createHash('sha256')
            .update(readFileSync(path.join(dist, file)))
            .digest('hex')
            .slice(0, 16),
    }));
}

/** Writes the precache list into the emitted worker, read from the shell's dist once its build is done. */
class InjectPrecacheManifest {
  constructor(private readonly dist: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('InjectPrecacheManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InjectPrecacheManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const name of Object.keys(compilation.assets).filter((asset) => asset.endsWith('.js'))) {
          const source = compilation.assets[name]!.source().toString();
          if (!source.includes(MANIFEST_PLACEHOLDER)) throw new Error(`${name} does not use ${MANIFEST_PLACEHOLDER}`);
          const updated = source.replace(MANIFEST_PLACEHOLDER, JSON.stringify(precacheEntries(this.dist, name)));
          compilation.updateAsset(name, new rspack.sources.RawSource(updated));
        }
      });
    });
  }
}

export function createServiceWorkerConfig({ dir, entry, after }: { dir: string; entry: string; after: string }): Configuration {
  const dist = path.join(dir, 'dist');
  return {
    name: 'service-worker',
    dependencies: [after],
    context: dir,
    mode: 'production',
    target: ['webworker', 'es2020'],
    devtool: false,
    entry: { sw: entry },
    output: { path: dist, filename: 'sw.js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { target: 'es2020', parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new InjectPrecacheManifest(dist)],
    performance: { hints: false },
  };
}
