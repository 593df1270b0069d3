/**
 * `npm run k8s:render`: writes the committed manifests (deploy/k8s/base.yaml, deploy/k8s/production.yaml) with the
 * overlays' default parameters.
 *
 * `npm run k8s:render -- --overlay production --tag 1.4.0 --host rugby.example.org --postgres-cidr 10.20.0.5/32
 *  --out rugby.yaml` renders one overlay with an operator's values (to stdout without --out: then run it with
 *  `npm run --silent k8s:render -- …`, or npm's own first lines end up in the YAML).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COMMITTED, renderManifest } from './manifest.ts';
import { OVERLAYS, type OverlayName, type Params } from './params.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const CHECKS: Record<string, RegExp> = {
  tag: /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/,
  host: /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/,
  namespace: /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
  cidr: /^(\d{1,3}\.){3}\d{1,3}\/\d{1,2}$/,
};

function checked(name: string, value: string, check: RegExp): string {
  if (!check.test(value)) throw new Error(`--${name} ${JSON.stringify(value)} is not valid`);
  return value;
}

function main() {
  const { values } = parseArgs({
    options: {
      overlay: { type: 'string' },
      tag: { type: 'string' },
      host: { type: 'string' },
      namespace: { type: 'string' },
      'postgres-cidr': { type: 'string' },
      'tls-secret': { type: 'string' },
      'ingress-class': { type: 'string' },
      'ingress-namespace': { type: 'string' },
      'monitoring-namespace': { type: 'string' },
      'otlp-endpoint': { type: 'string' },
      'app-image': { type: 'string' },
      'edge-image': { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });

  if (!values.overlay) {
    if (Object.keys(values).length) throw new Error('give --overlay base|production with other options (none: write the committed files)');
    for (const [overlay, file] of Object.entries(COMMITTED)) {
      writeFileSync(path.join(ROOT, file), renderManifest(OVERLAYS[overlay as OverlayName](), file));
      console.log(`wrote ${file}`);
    }
    return;
  }
  if (!(values.overlay in OVERLAYS)) throw new Error(`--overlay must be one of ${Object.keys(OVERLAYS).join(', ')}`);
  const p: Params = OVERLAYS[values.overlay as OverlayName]();
  if (values.tag) p.tag = checked('tag', values.tag, CHECKS.tag!);
  if (values.host) p.host = checked('host', values.host, CHECKS.host!);
  if (values.namespace) p.namespace = checked('namespace', values.namespace, CHECKS.namespace!);
  if (values['postgres-cidr']) p.postgresCidr = checked('postgres-cidr', values['postgres-cidr'], CHECKS.cidr!);
  if (values['tls-secret'] !== undefined) p.tlsSecret = values['tls-secret'] || null;
  if (values['ingress-class']) p.ingressClassName = values['ingress-class'];
  if (values['ingress-namespace']) p.ingressNamespace = checked('ingress-namespace', values['ingress-namespace'], CHECKS.namespace!);
  if (values['monitoring-namespace']) p.monitoringNamespace = checked('monitoring-namespace', values['monitoring-namespace'], CHECKS.namespace!);
  if (values['otlp-endpoint']) p.otlpEndpoint = values['otlp-endpoint'];
  if (values['app-image']) p.appImage = values['app-image'];
  if (values['edge-image']) p.edgeImage = values['edge-image'];
  const text = renderManifest(p, values.out ?? `${p.overlay}.yaml`);
  if (values.out) {
    writeFileSync(values.out, text);
    console.error(`wrote ${values.out}`);
  } else {
    // `… | head` closing the pipe early is not an error.
    process.stdout.on('error', (err: NodeJS.ErrnoException) => process.exit(err.code === 'EPIPE' ? 0 : 1));
    process.stdout.write(text);
  }
}

try {
  main();
} catch (err) {
  console.error(`k8s:render: ${(err as Error).message}`);
  process.exit(1);
}
