/**
 * The Kubernetes manifests (deploy/k8s/*.yaml, rendered by scripts/deploy/k8s): every object passes the Kubernetes
 * OpenAPI schema (kubernetes-models), the committed files are exactly what the renderer produces, and the rules an
 * operator relies on hold: probes, limits, non-root, an HPA and a PDB per Deployment, no credential inline, a database
 * Secret per service, NetworkPolicies that let only the gateway and the calling services reach a service.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { envStem, SERVICES, type ServiceName } from '@rugby/contracts';
import { VARIABLES } from '@rugby/service-kit';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy, type INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';
import type { INetworkPolicySpec } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicySpec';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { Service } from 'kubernetes-models/v1/Service';
import { COMMITTED, renderManifest } from '../deploy/k8s/manifest.ts';
import { buildObjects, CONFIG_MAP, migrationJobName, SERVICE_LABEL, STAGE_LABEL, type K8sObject } from '../deploy/k8s/objects.ts';
import { baseParams, OVERLAYS, type OverlayName, type Params } from '../deploy/k8s/params.ts';
import { EDGE, GATEWAY, SECRET_LOOKING, SERVICE_ROWS } from '../deploy/k8s/processes.ts';
import { ROOT } from '../processes.ts';

/** Kinds the renderer may emit, to rebuild typed models from the committed YAML. */
const MODELS = { Namespace, ConfigMap, NetworkPolicy, Job, Service, Deployment, HorizontalPodAutoscaler, PodDisruptionBudget, Ingress } as const;

type Labels = Record<string, string>;
type LabelSelector = NonNullable<INetworkPolicySpec['podSelector']>;
type AnyObject = { kind: string; metadata?: { name?: string; namespace?: string; labels?: Labels } } & Record<string, any>;

const of = <K extends keyof typeof MODELS>(objects: readonly K8sObject[], kind: K) =>
  objects.filter((o) => o.kind === kind) as unknown as InstanceType<(typeof MODELS)[K]>[];
const named = <T extends { metadata?: { name?: string } }>(list: T[], name: string) => {
  const found = list.find((o) => o.metadata?.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

/** What the probes, resources and security context of a pod's containers get wrong (empty: nothing). */
function containerProblems(spec: IPodSpec, needsProbes: boolean): string[] {
  const problems: string[] = [];
  const pod = spec.securityContext ?? {};
  for (const c of spec.containers) {
    const byName = new Map((c.ports ?? []).map((p) => [p.name, p.containerPort]));
    const numbers = new Set((c.ports ?? []).map((p) => p.containerPort));
    for (const kind of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
      const probe = c[kind];
      if (!probe) {
        if (needsProbes && kind !== 'startupProbe') problems.push(`${c.name}: no ${kind}`);
        continue;
      }
      const port = probe.httpGet?.port;
      // The schema takes any string (int-or-string): a name must be one of the container's ports.
      if (port === undefined || (typeof port === 'string' ? !byName.has(port) : !numbers.has(port)))
        problems.push(`${c.name}: ${kind} port ${String(port)} is not a port the container declares`);
    }
    for (const bound of ['requests', 'limits'] as const)
      for (const resource of ['cpu', 'memory'])
        if (c.resources?.[bound]?.[resource] === undefined) problems.push(`${c.name}: no ${resource} ${bound.slice(0, -1)}`);
    const sc = c.securityContext ?? {};
    if ((sc.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push(`${c.name}: may run as root`);
    if ((sc.runAsUser ?? pod.runAsUser) === 0) problems.push(`${c.name}: runs as user 0`);
    if (sc.allowPrivilegeEscalation !== false) problems.push(`${c.name}: privilege escalation allowed`);
    if (sc.privileged) problems.push(`${c.name}: privileged`);
    if (sc.readOnlyRootFilesystem !== true) problems.push(`${c.name}: writable root filesystem`);
    if (!sc.capabilities?.drop?.includes('ALL')) problems.push(`${c.name}: capabilities not dropped`);
    if (sc.capabilities?.add?.length) problems.push(`${c.name}: adds capabilities`);
  }
  return problems;
}

/** Variables set with a literal value (env or the ConfigMaps it reads) whose name looks like a credential. */
function inlineCredentials(containers: IContainer[], configMaps: ConfigMap[]): string[] {
  const found: string[] = [];
  for (const c of containers) {
    for (const e of c.env ?? []) {
      if (SECRET_LOOKING.test(e.name) && (e.value !== undefined || !e.valueFrom?.secretKeyRef)) found.push(`${c.name}: ${e.name}`);
    }
    for (const source of c.envFrom ?? []) {
      if (source.secretRef) continue;
      const data = configMaps.find((m) => m.metadata?.name === source.configMapRef?.name)?.data ?? {};
      for (const key of Object.keys(data)) if (SECRET_LOOKING.test(key)) found.push(`${c.name}: ${key} (ConfigMap ${source.configMapRef?.name})`);
    }
  }
  return found;
}

// ---- a small NetworkPolicy evaluator (the semantics of networking.k8s.io/v1) --------------------------------------

function selects(selector: LabelSelector | undefined, labels: Labels): boolean {
  for (const [key, want] of Object.entries(selector?.matchLabels ?? {})) if (labels[key] !== want) return false;
  for (const e of selector?.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, e.key);
    const inValues = has && (e.values ?? []).includes(labels[e.key]!);
    if (e.operator === 'In' && !inValues) return false;
    if (e.operator === 'NotIn' && inValues) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

interface Endpoint {
  name: string;
  namespace: string;
  /** Pod labels; null for an address outside the cluster. */
  labels: Labels | null;
  ip?: string;
  /** Named container ports. */
  ports?: Record<string, number>;
}

const ipNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const inCidr = (ip: string, cidr: string) => {
  const [base, bits] = cidr.split('/') as [string, string];
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipNumber(ip) / size) === Math.floor(ipNumber(base) / size);
};

function peerMatches(peer: INetworkPolicyPeer, policyNamespace: string, other: Endpoint): boolean {
  if (peer.ipBlock)
    return other.labels === null && !!other.ip && inCidr(other.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((c) => inCidr(other.ip!, c));
  if (other.labels === null) return false;
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, { 'kubernetes.io/metadata.name': other.namespace })
    : other.namespace === policyNamespace;
  return namespaceOk && (!peer.podSelector || selects(peer.podSelector, other.labels));
}

const portMatches = (ports: INetworkPolicyPort[] | undefined, port: number, protocol: string, target: Endpoint) =>
  !ports ||
  ports.some(
    (p) => (p.protocol ?? 'TCP') === protocol && (p.port === undefined || (typeof p.port === 'number' ? p.port === port : target.ports?.[p.port] === port)),
  );

/** Does the policy side of `pod` let the connection through (its ingress rules for a receiver, egress for a sender)? */
function side(policies: INetworkPolicy[], type: 'Ingress' | 'Egress', from: Endpoint, to: Endpoint, port: number, protocol: string): boolean {
  const pod = type === 'Ingress' ? to : from;
  if (pod.labels === null) return true; // outside the cluster: not ours to police
  const applying = policies.filter(
    (p) => p.metadata?.namespace === pod.namespace && selects(p.spec?.podSelector, pod.labels!) && p.spec?.policyTypes?.includes(type),
  );
  if (!applying.length) return true;
  return applying.some((p) =>
    type === 'Ingress'
      ? (p.spec?.ingress ?? []).some(
          (rule) => portMatches(rule.ports, port, protocol, to) && (!rule.from || rule.from.some((peer) => peerMatches(peer, pod.namespace, from))),
        )
      : (p.spec?.egress ?? []).some(
          (rule) => portMatches(rule.ports, port, protocol, to) && (!rule.to || rule.to.some((peer) => peerMatches(peer, pod.namespace, to))),
        ),
  );
}

/** The receiver's ingress policies alone admit the connection. */
const admits = (policies: INetworkPolicy[], from: Endpoint, to: Endpoint, port: number, protocol = 'TCP') =>
  side(policies, 'Ingress', from, to, port, protocol);
/** The sender's egress policies alone let it out. */
const letsOut = (policies: INetworkPolicy[], from: Endpoint, to: Endpoint, port: number, protocol = 'TCP') =>
  side(policies, 'Egress', from, to, port, protocol);

/** Every pod the rendering runs (Deployments and Jobs), as endpoints. */
function podsOf(objects: readonly K8sObject[]): Endpoint[] {
  const templates = [...of(objects, 'Deployment'), ...of(objects, 'Job')].map((o) => ({
    namespace: o.metadata!.namespace!,
    template: o.spec!.template,
  }));
  return templates.map(({ namespace, template }) => ({
    name: template.metadata!.labels!['app.kubernetes.io/name']!,
    namespace,
    labels: template.metadata!.labels!,
    ports: Object.fromEntries(template.spec!.containers.flatMap((c) => (c.ports ?? []).map((p) => [p.name!, p.containerPort]))),
  }));
}

const containersOf = (o: Deployment | Job) => o.spec!.template.spec!.containers;
const podNamed = (pods: Endpoint[], name: string) => {
  const found = pods.find((p) => p.name === name);
  if (!found) throw new Error(`no pod ${name}`);
  return found;
};
const external = (namespace: string): Endpoint => ({ name: `a pod in ${namespace}`, namespace, labels: { app: 'anything' } });
const address = (ip: string): Endpoint => ({ name: ip, namespace: '', labels: null, ip });
const KUBE_DNS: Endpoint = { name: 'kube-dns', namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
const portOf = (pod: Endpoint) => pod.ports!.http!;

/** The services a service calls, read from its source (and the service kit): `serviceUrl('x')`, `xInternalClient(`. */
function callsInSource(service: ServiceName): ServiceName[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'generated' && entry !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(full);
    }
  };
  walk(path.join(ROOT, 'services', service, 'src'));
  walk(path.join(ROOT, 'services/kit/src'));
  const stems = new Map(SERVICES.map((s) => [s.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()), s]));
  const found = new Set<ServiceName>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/serviceUrl\(\s*'([a-z-]+)'/g)) found.add(m[1] as ServiceName);
    for (const m of text.matchAll(/\b(\w+)InternalClient\(/g)) if (stems.has(m[1]!)) found.add(stems.get(m[1]!)!);
  }
  found.delete(service);
  return [...found].sort();
}

describe.each(Object.keys(OVERLAYS) as OverlayName[])('deploy/k8s, overlay %s', (overlay) => {
  const params = OVERLAYS[overlay]();
  const objects = buildObjects(params);
  const deployments = of(objects, 'Deployment');
  const jobs = of(objects, 'Job');
  const configMaps = of(objects, 'ConfigMap');
  const policies = of(objects, 'NetworkPolicy').map((p) => p.toJSON() as INetworkPolicy);
  const pods = podsOf(objects);
  const pod = (name: string) => podNamed(pods, name);

  it('every object passes the Kubernetes OpenAPI schema (kubernetes-models validate), as built and as committed', () => {
    for (const object of objects) expect(() => object.validate(), `${object.kind} ${object.metadata?.name}`).not.toThrow();
    const documents = parseAllDocuments(readFileSync(path.join(ROOT, COMMITTED[overlay]), 'utf8')).map((d) => d.toJS() as AnyObject);
    expect(documents).toHaveLength(objects.length);
    for (const doc of documents) {
      const Model = MODELS[doc.kind as keyof typeof MODELS];
      expect(Model, `kind ${doc.kind}`).toBeDefined();
      expect(() => new Model(doc as any).validate(), `${doc.kind} ${doc.metadata?.name}`).not.toThrow();
    }
  });

  it(`${COMMITTED[overlay]} is exactly what \`npm run k8s:render\` writes (never edited by hand)`, () => {
    const committed = readFileSync(path.join(ROOT, COMMITTED[overlay]), 'utf8');
    expect(committed === renderManifest(params, COMMITTED[overlay]), `${COMMITTED[overlay]} is stale: run npm run k8s:render`).toBe(true);
    expect(committed).toMatch(/^# GENERATED by `npm run k8s:render`/);
    expect(committed).toContain(`kubectl apply -f ${COMMITTED[overlay]}`);
  });

  it('runs the five Node processes with PROCESS_ROLE=api, a worker per service with jobs, and the edge, from the tagged images', () => {
    const expected = [...SERVICES, ...SERVICE_ROWS.filter((r) => r.hasJobs).map((r) => `${r.service}-worker`), GATEWAY.name, EDGE.name];
    expect(deployments.map((d) => d.metadata!.name).sort()).toEqual([...expected].sort());
    expect(SERVICE_ROWS.filter((r) => r.hasJobs).map((r) => r.service)).toEqual(['team', 'training-program', 'messaging']);
    for (const d of deployments) {
      const [c, ...more] = containersOf(d);
      expect(more).toEqual([]);
      const name = d.metadata!.name!;
      const env = Object.fromEntries((c!.env ?? []).map((e) => [e.name, e.value]));
      if (name === EDGE.name) {
        expect(c!.image).toBe(`rugby/edge:${params.tag}`);
        expect(c!.ports).toEqual([{ name: 'http', containerPort: 8080, protocol: 'TCP' }]);
        continue;
      }
      const worker = name.endsWith('-worker');
      expect(c!.image).toBe(`rugby/app:${params.tag}`);
      expect(c!.command).toEqual(['node', `dist/${name.replace(/-worker$/, '')}.js`]);
      expect(env.PROCESS_ROLE, name).toBe(worker ? 'worker' : 'api');
      expect(c!.envFrom).toContainEqual({ configMapRef: { name: CONFIG_MAP } });
    }
  });

  it('every container of every Deployment has readiness (/ready) and liveness (/health) probes on a declared port, requests and limits, and runs as non-root without privileges', () => {
    for (const d of deployments) {
      const spec = d.spec!.template.spec!;
      expect(containerProblems(spec, true), d.metadata!.name).toEqual([]);
      expect(spec.automountServiceAccountToken, d.metadata!.name).toBe(false);
      // Service links would set TEAM_PORT=tcp://… in every pod, which the configuration schema rejects.
      expect(spec.enableServiceLinks, d.metadata!.name).toBe(false);
      for (const c of spec.containers) {
        const isEdge = d.metadata!.name === EDGE.name;
        expect(c.readinessProbe!.httpGet!.path).toBe(isEdge ? '/health' : '/ready');
        expect(c.livenessProbe!.httpGet!.path).toBe('/health');
        if (!isEdge) expect(c.startupProbe?.httpGet?.path).toBe('/health');
      }
    }
    for (const j of jobs) expect(containerProblems(j.spec!.template.spec!, false), j.metadata!.name).toEqual([]);
  });

  it('every Deployment has a PDB; the API Deployments, the gateway and the edge an HPA (autoscaling/v2, CPU) and no fixed replica count; workers a fixed count', () => {
    const hpas = of(objects, 'HorizontalPodAutoscaler');
    const pdbs = of(objects, 'PodDisruptionBudget');
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const pdb = pdbs.filter((b) => selects(b.spec!.selector, d.spec!.template.metadata!.labels!));
      expect(
        pdb.map((b) => b.metadata!.name),
        name,
      ).toEqual([name]);
      expect(pdb[0]!.spec!.maxUnavailable ?? pdb[0]!.spec!.minAvailable).toBeDefined();
      const hpa = hpas.filter((h) => h.spec!.scaleTargetRef.kind === 'Deployment' && h.spec!.scaleTargetRef.name === name);
      if (name.endsWith('-worker')) {
        // Jobs are spread over the worker replicas by the queue; CPU says little about a queue's depth.
        expect(hpa, name).toEqual([]);
        expect(d.spec!.replicas).toBe(params.workerReplicas);
      } else {
        expect(hpa, name).toHaveLength(1);
        expect(hpa[0]!.spec!.metrics).toEqual([{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }]);
        expect(hpa[0]!.spec!.minReplicas).toBeLessThanOrEqual(hpa[0]!.spec!.maxReplicas);
        // A replica count here would reset the autoscaler's count on every apply.
        expect(d.spec!.replicas, name).toBeUndefined();
      }
    }
    expect(hpas).toHaveLength(SERVICES.length + 2);
  });

  it('holds no credential: variables that look secret come from a Secret (secretKeyRef), the ConfigMap has none, no Secret is rendered', () => {
    const containers = [...deployments, ...jobs].flatMap(containersOf);
    expect(inlineCredentials(containers, configMaps)).toEqual([]);
    expect(objects.filter((o) => (o.kind as string) === 'Secret')).toEqual([]);
    // The configuration schema's own list of secrets (services/kit/src/environment.ts) agrees.
    const secretNames = new Set(VARIABLES.filter((v) => v.secret).map((v) => v.name));
    for (const c of containers)
      for (const e of c.env ?? []) if (secretNames.has(e.name)) expect(e.valueFrom?.secretKeyRef, `${c.name}: ${e.name}`).toBeDefined();
    for (const m of configMaps) for (const key of Object.keys(m.data ?? {})) expect(secretNames.has(key), key).toBe(false);
  });

  it('sets only variables the configuration schema knows, and every one production requires', () => {
    const known = new Set(VARIABLES.map((v) => v.name));
    for (const m of configMaps) for (const key of Object.keys(m.data ?? {})) expect(known.has(key), `ConfigMap key ${key}`).toBe(true);
    for (const o of [...deployments, ...jobs])
      for (const c of containersOf(o)) for (const e of c.env ?? []) expect(known.has(e.name), `${o.metadata!.name}: ${e.name}`).toBe(true);
    for (const d of deployments.filter((x) => x.metadata!.name !== EDGE.name)) {
      const names = new Set(containersOf(d).flatMap((c) => (c.env ?? []).map((e) => e.name)));
      const process = (d.spec!.template.metadata!.labels![SERVICE_LABEL] ?? 'gateway') as ServiceName | 'gateway';
      const required = VARIABLES.filter((v) => v.requiredInProduction && v.processes.includes(process)).map((v) => v.name);
      if (process !== 'gateway') required.push(`DATABASE_URL_${envStem(process)}`);
      for (const name of required) expect(names.has(name), `${d.metadata!.name}: ${name}`).toBe(true);
    }
    expect(configMaps[0]!.data!.NODE_ENV).toBe('production');
  });

  it('uses no Redis: no REDIS_URL, no Redis Secret, no egress on 6379 (limits and session endings go through PostgreSQL)', () => {
    for (const o of [...deployments, ...jobs])
      for (const c of containersOf(o)) {
        const names = (c.env ?? []).map((e) => e.name);
        expect(names, `${o.metadata!.name}`).not.toContain('REDIS_URL');
        for (const e of c.env ?? []) expect(e.valueFrom?.secretKeyRef?.name ?? '', `${o.metadata!.name}: ${e.name}`).not.toMatch(/redis/i);
      }
    for (const m of configMaps) expect(Object.keys(m.data ?? {})).not.toContain('REDIS_URL');
    for (const policy of policies)
      for (const rule of policy.spec?.egress ?? [])
        expect(
          (rule.ports ?? []).map((p) => p.port),
          policy.metadata?.name,
        ).not.toContain(6379);
    for (const from of pods) expect(letsOut(policies, from, address('10.1.2.3'), 6379), from.name).toBe(false);
    expect(readFileSync(path.join(ROOT, COMMITTED[overlay]), 'utf8')).not.toMatch(/redis/i);
  });

  it("each service reads DATABASE_URL_<SERVICE> from its own Secret; no other process reads a service's database", () => {
    const secretOf = new Map<ServiceName, Set<string>>();
    for (const o of [...deployments, ...jobs]) {
      const service = o.spec!.template.metadata!.labels![SERVICE_LABEL] as ServiceName | undefined;
      for (const e of containersOf(o)
        .flatMap((c) => c.env ?? [])
        .filter((x) => x.name.startsWith('DATABASE_URL'))) {
        expect(service, `${o.metadata!.name} reads ${e.name}`).toBeDefined();
        expect(e.name).toBe(`DATABASE_URL_${envStem(service!)}`);
        const ref = e.valueFrom!.secretKeyRef!;
        expect(ref.optional).toBeUndefined();
        secretOf.set(service!, new Set([...(secretOf.get(service!) ?? []), `${ref.name}/${ref.key}`]));
      }
    }
    expect([...secretOf.keys()].sort()).toEqual([...SERVICES].sort());
    const all = [...secretOf.values()].map((s) => [...s]);
    for (const refs of all) expect(refs).toHaveLength(1);
    expect(new Set(all.flat()).size).toBe(SERVICES.length);
    expect(Object.fromEntries([...secretOf].map(([s, refs]) => [s, [...refs][0]]))).toEqual(Object.fromEntries(SERVICES.map((s) => [s, `${s}-database/url`])));
  });

  it('has a migration Job per service (node dist/migrate.js <service>), named by the tag, applied before the rollout', () => {
    expect(jobs.map((j) => j.metadata!.name).sort()).toEqual(SERVICES.map((s) => migrationJobName(s, params.tag)).sort());
    for (const service of SERVICES) {
      const job = named(jobs, migrationJobName(service, params.tag));
      const [c] = containersOf(job);
      expect(c!.command).toEqual(['node', 'dist/migrate.js', service]);
      expect(c!.image).toBe(`rugby/app:${params.tag}`);
      expect(c!.env).toEqual([{ name: `DATABASE_URL_${envStem(service)}`, valueFrom: { secretKeyRef: { name: `${service}-database`, key: 'url' } } }]);
      expect(job.spec!.template.spec!.restartPolicy).toBe('Never');
      expect(job.spec!.ttlSecondsAfterFinished).toBeGreaterThan(0);
      expect(job.metadata!.labels![STAGE_LABEL]).toBe('migrate');
    }
    // `kubectl apply -l rugby.app/stage=migrate` takes what the Jobs need (namespace, ConfigMap, policies) and no workload.
    const staged = objects.filter((o) => o.metadata?.labels?.[STAGE_LABEL] === 'migrate').map((o) => o.kind);
    expect(new Set(staged)).toEqual(new Set(['Namespace', 'ConfigMap', 'NetworkPolicy', 'Job']));
  });

  it('every Service selects the pods of a Deployment and targets a port the container declares; the Ingress reaches the edge', () => {
    for (const s of of(objects, 'Service')) {
      const matching = deployments.filter((d) => selects({ matchLabels: s.spec!.selector }, d.spec!.template.metadata!.labels!));
      expect(
        matching.map((d) => d.metadata!.name),
        s.metadata!.name,
      ).toEqual([s.metadata!.name]);
      for (const port of s.spec!.ports!) {
        const declared = containersOf(matching[0]!).flatMap((c) => c.ports ?? []);
        expect(
          declared.some((p) => (typeof port.targetPort === 'string' ? p.name === port.targetPort : p.containerPort === (port.targetPort ?? port.port))),
          `${s.metadata!.name}:${port.port}`,
        ).toBe(true);
      }
      expect(s.spec!.type).toBe('ClusterIP');
    }
    const [ing] = of(objects, 'Ingress');
    const backend = ing!.spec!.rules![0]!.http!.paths[0]!.backend.service!;
    expect(backend.name).toBe(EDGE.name);
    expect(named(of(objects, 'Service'), EDGE.name).spec!.ports!.map((p) => p.name)).toContain(backend.port!.name);
    expect(Boolean(ing!.spec!.tls)).toBe(overlay === 'production');
    // The edge's nginx.conf proxies to gateway:4000.
    expect(named(of(objects, 'Service'), 'gateway').spec!.ports![0]!.port).toBe(GATEWAY.port);
  });

  it('knows who calls whom: the services each service calls are the ones its source calls', () => {
    for (const row of SERVICE_ROWS) expect([...row.calls].sort(), row.service).toEqual(callsInSource(row.service));
    expect([...GATEWAY.calls].sort()).toEqual([...SERVICES].sort());
  });

  it('a service accepts connections only from the gateway, the services that call it (API and worker) and the monitoring namespace', () => {
    for (const row of SERVICE_ROWS) {
      const target = pod(row.service);
      const callers = SERVICE_ROWS.filter((r) => r.calls.includes(row.service)).flatMap((r) => (r.hasJobs ? [r.service, `${r.service}-worker`] : [r.service]));
      const admitted = pods.filter((from) => admits(policies, from, target, portOf(target))).map((p) => p.name);
      expect(admitted.sort(), row.service).toEqual([GATEWAY.name, ...callers].sort());
      expect(admits(policies, external(params.monitoringNamespace), target, portOf(target))).toBe(true);
      for (const namespace of [params.ingressNamespace, 'default', 'kube-system'])
        expect(admits(policies, external(namespace), target, portOf(target))).toBe(false);
      expect(admits(policies, pod(GATEWAY.name), target, 22)).toBe(false);
      expect(admits(policies, external(params.monitoringNamespace), target, 22)).toBe(false);
    }
  });

  it('workers and migrations accept no one but Prometheus; the gateway only the edge; the edge only the ingress controller', () => {
    const admitted = (target: Endpoint, port: number) => pods.filter((from) => admits(policies, from, target, port)).map((p) => p.name);
    for (const p of pods.filter((x) => x.labels!['app.kubernetes.io/component'] === 'worker')) {
      expect(admitted(p, portOf(p)), p.name).toEqual([]);
      expect(admits(policies, external(params.monitoringNamespace), p, portOf(p))).toBe(true);
    }
    for (const p of pods.filter((x) => x.labels!['app.kubernetes.io/component'] === 'migration')) {
      expect(admitted(p, 4101), p.name).toEqual([]);
      expect(admits(policies, external(params.monitoringNamespace), p, 4101)).toBe(false);
    }
    expect(admitted(pod(GATEWAY.name), GATEWAY.port)).toEqual([EDGE.name]);
    expect(admitted(pod(EDGE.name), EDGE.port)).toEqual([]);
    expect(admits(policies, external(params.ingressNamespace), pod(EDGE.name), EDGE.port)).toBe(true);
    expect(admits(policies, external('default'), pod(EDGE.name), EDGE.port)).toBe(false);
    expect(admits(policies, external(params.monitoringNamespace), pod(EDGE.name), EDGE.port)).toBe(false);
    // Default deny: a pod no policy names neither accepts nor opens connections.
    const stray: Endpoint = { name: 'stray', namespace: params.namespace, labels: { app: 'stray' }, ports: { http: 80 } };
    expect(admits(policies, pod(GATEWAY.name), stray, 80)).toBe(false);
    expect(letsOut(policies, stray, pod(EDGE.name), EDGE.port)).toBe(false);
  });

  it('egress: each process reaches DNS and, inside the cluster, only the pods it calls', () => {
    const reaches = (from: Endpoint) => pods.filter((to) => to.ports?.http !== undefined && letsOut(policies, from, to, portOf(to))).map((p) => p.name);
    for (const p of pods) expect(letsOut(policies, p, KUBE_DNS, 53, 'UDP'), p.name).toBe(true);
    for (const row of SERVICE_ROWS)
      for (const name of row.hasJobs ? [row.service, `${row.service}-worker`] : [row.service])
        expect(reaches(pod(name)).sort(), name).toEqual([...row.calls].sort());
    expect(reaches(pod(GATEWAY.name)).sort()).toEqual([...SERVICES].sort());
    expect(reaches(pod(EDGE.name))).toEqual([GATEWAY.name]);
    for (const service of SERVICES) expect(reaches(pod(`${service}-migrate`))).toEqual([]);
  });

  it('egress: outside the cluster, services reach only PostgreSQL and the public internet on the ports they need', () => {
    const publicIp = address('93.184.216.34');
    const metadataIp = address('169.254.169.254');
    for (const row of SERVICE_ROWS) {
      const outbound = row.outbound.map((o) => o.port);
      for (const name of row.hasJobs ? [row.service, `${row.service}-worker`] : [row.service]) {
        const from = pod(name);
        for (const port of [22, 80, 443, 465, 587, 5432, 6379])
          expect(letsOut(policies, from, publicIp, port), `${name} → internet:${port}`).toBe(outbound.includes(port));
        expect(letsOut(policies, from, metadataIp, 80)).toBe(false);
        expect(letsOut(policies, from, metadataIp, 443)).toBe(false);
      }
    }
    expect(SERVICE_ROWS.find((r) => r.service === 'training-program')!.outbound.map((o) => o.port)).toEqual([443]);
    expect(SERVICE_ROWS.find((r) => r.service === 'messaging')!.outbound.map((o) => o.port)).toEqual([443, 465, 587]);
    for (const port of [80, 443, 5432]) {
      expect(letsOut(policies, pod(GATEWAY.name), publicIp, port)).toBe(false);
      expect(letsOut(policies, pod(EDGE.name), publicIp, port)).toBe(false);
    }
  });
});

describe('deploy/k8s with an operator’s addresses', () => {
  const params: Params = { ...baseParams(), postgresCidr: '10.20.0.5/32', tag: '2.3.4-rc.1' };
  const objects = buildObjects(params);
  const policies = of(objects, 'NetworkPolicy').map((p) => p.toJSON() as INetworkPolicy);
  const pods = podsOf(objects);
  const pod = (name: string) => podNamed(pods, name);

  it('services and their migrations reach the database only at its address and port; nothing else outside the cluster', () => {
    for (const service of SERVICES) {
      for (const name of [service, `${service}-migrate`]) {
        expect(letsOut(policies, pod(name), address('10.20.0.5'), 5432), name).toBe(true);
        expect(letsOut(policies, pod(name), address('10.20.0.6'), 5432), name).toBe(false);
        expect(letsOut(policies, pod(name), address('10.30.0.1'), 5432), name).toBe(false);
        expect(letsOut(policies, pod(name), address('10.20.0.5'), 22), name).toBe(false);
      }
    }
    for (const from of pods)
      for (const ip of ['10.20.0.5', '10.30.0.1']) expect(letsOut(policies, from, address(ip), 6379), `${from.name} → ${ip}:6379`).toBe(false);
    expect(letsOut(policies, pod(GATEWAY.name), address('10.20.0.5'), 5432)).toBe(false);
    expect(letsOut(policies, pod(EDGE.name), address('10.20.0.5'), 5432)).toBe(false);
  });

  it('sends traces nowhere unless an OTLP endpoint is given; then every process, the edge (OTLP/gRPC) included, reaches the collector', () => {
    const edgeEnv = (o: readonly K8sObject[]) => containersOf(of(o, 'Deployment').find((d) => d.metadata!.name === EDGE.name)!)[0]!.env ?? [];
    const collector = external(params.monitoringNamespace);
    expect(of(objects, 'ConfigMap')[0]!.data!.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(edgeEnv(objects)).toEqual([]);
    for (const from of pods) for (const port of [4317, 4318]) expect(letsOut(policies, from, collector, port), `${from.name} → :${port}`).toBe(false);

    const traced = buildObjects({ ...params, otlpEndpoint: 'http://otel-collector.monitoring.svc:4318' });
    const tracedPolicies = of(traced, 'NetworkPolicy').map((p) => p.toJSON() as INetworkPolicy);
    expect(of(traced, 'ConfigMap')[0]!.data!.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector.monitoring.svc:4318');
    // scripts/deploy/edge-otel.sh reads it (nginx's module speaks OTLP/gRPC only).
    expect(edgeEnv(traced)).toEqual([{ name: 'EDGE_OTLP_GRPC_ENDPOINT', value: 'otel-collector.monitoring.svc:4317' }]);
    expect(letsOut(tracedPolicies, podNamed(podsOf(traced), EDGE.name), collector, 4317)).toBe(true);
    for (const name of [GATEWAY.name, ...SERVICES]) expect(letsOut(tracedPolicies, podNamed(podsOf(traced), name), collector, 4318), name).toBe(true);
  });

  it('renders valid objects for any tag, with the tag in the images and the migration Jobs’ names', () => {
    const text = renderManifest(params);
    expect(text).toContain('image: rugby/app:2.3.4-rc.1');
    expect(text).toContain('name: team-migrate-2-3-4-rc-1');
  });
});

describe('the schema check can fail', () => {
  const deployment = () => named(of(buildObjects(baseParams()), 'Deployment'), 'team').toJSON() as IDeployment;

  it('rejects a Deployment without a selector', () => {
    const bad = deployment();
    delete (bad.spec as any).selector;
    expect(() => new Deployment(bad).validate()).toThrow(/selector/);
  });

  it('rejects a container port given as a string', () => {
    const bad = deployment();
    (bad.spec!.template.spec!.containers[0]!.ports![0] as any).containerPort = '4101';
    expect(() => new Deployment(bad).validate()).toThrow(/containerPort/);
  });

  it('finds a probe on a port name the container does not declare (the schema takes any string there)', () => {
    const bad = deployment();
    bad.spec!.template.spec!.containers[0]!.readinessProbe!.httpGet!.port = 'metrics';
    expect(() => new Deployment(bad).validate()).not.toThrow();
    expect(containerProblems(bad.spec!.template.spec!, true)).toEqual(['team: readinessProbe port metrics is not a port the container declares']);
  });

  it('finds a missing probe, a missing limit and a container that may run as root', () => {
    const bad = deployment();
    const spec = bad.spec!.template.spec!;
    delete spec.containers[0]!.livenessProbe;
    delete spec.containers[0]!.resources!.limits;
    spec.containers[0]!.securityContext!.runAsNonRoot = false;
    expect(containerProblems(spec, true)).toEqual(['team: no livenessProbe', 'team: no cpu limit', 'team: no memory limit', 'team: may run as root']);
  });

  it('finds a credential set inline', () => {
    const c = deployment().spec!.template.spec!.containers[0]!;
    c.env = [...c.env!, { name: 'INTERNAL_SERVICE_TOKEN', value: 'x'.repeat(16) }];
    expect(inlineCredentials([c], [])).toEqual(['team: INTERNAL_SERVICE_TOKEN']);
  });

  it('refuses to render an invalid object', () => {
    expect(() => renderManifest({ ...baseParams(), workerReplicas: 1.5 })).toThrow(/replicas/);
  });
});
