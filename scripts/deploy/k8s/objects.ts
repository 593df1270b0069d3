/**
 * Every Kubernetes object of the app, as typed kubernetes-models objects (each one's `.validate()` checks it against
 * the Kubernetes OpenAPI schema), built from the process table (processes.ts) and an overlay's parameters (params.ts).
 *
 * Per service: an API Deployment (PROCESS_ROLE=api) with its Service, HPA, PDB and NetworkPolicy; a worker
 * Deployment (PROCESS_ROLE=worker) for the services with jobs; a migration Job. The gateway and the edge likewise.
 * Credentials come from Secrets the operator creates (secretKeyRef); nothing secret is rendered.
 */
import { createHash } from 'node:crypto';
import { envStem, type ServiceName } from '@rugby/contracts';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyEgressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyEgressRule';
import type { INetworkPolicyIngressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyIngressRule';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { Service } from 'kubernetes-models/v1/Service';
import type { Params, Size } from './params.ts';
import { databaseSecret, EDGE, GATEWAY, SERVICE_ROWS, SHARED_SECRETS, type SecretRef, type ServiceRow } from './processes.ts';

export type K8sObject = Namespace | ConfigMap | NetworkPolicy | Job | Service | Deployment | HorizontalPodAutoscaler | PodDisruptionBudget | Ingress;

/** The rendered ConfigMap of non-secret settings every process reads (envFrom). */
export const CONFIG_MAP = 'rugby-config';
/** The operator's optional ConfigMap of integration settings (OPENAI_MODEL, SMTP_FROM, OIDC_ISSUER_URL …); not rendered. */
export const INTEGRATIONS_CONFIG_MAP = 'rugby-integrations';
/** Label that marks what `kubectl apply -l rugby.app/stage=migrate` applies before the rollout. */
export const STAGE_LABEL = 'rugby.app/stage';
export const SERVICE_LABEL = 'rugby.app/service';

export type Component = 'api' | 'worker' | 'gateway' | 'edge' | 'migration';

/** The runtime image's non-root users: `node` (1000) in rugby/app, `nginx` (101) in rugby/edge. */
const NODE_UID = 1000;
const NGINX_UID = 101;
/** Each Node process drains in-flight requests for SHUTDOWN_GRACE_MS after SIGTERM; Kubernetes waits longer. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Private and link-local ranges (cluster, cloud metadata): never reached through the "outbound internet" rules. */
const NON_PUBLIC = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10'];

export const selectorLabels = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'rugby' });

const podLabels = (name: string, component: Component, service?: ServiceName) => ({
  ...selectorLabels(name),
  'app.kubernetes.io/component': component,
  ...(service ? { [SERVICE_LABEL]: service } : {}),
});

/** Migration Jobs are immutable once created: the tag is in the name, so each release runs its own. */
export const migrationJobName = (service: ServiceName, tag: string) =>
  `${service}-migrate-${tag.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`.slice(0, 63).replace(/-+$/, '');

/** What every name of this rendering shares. */
const meta = (p: Params, name: string, labels: Record<string, string> = {}, stage = false) => ({
  name,
  namespace: p.namespace,
  labels: { ...labels, 'app.kubernetes.io/part-of': 'rugby', 'app.kubernetes.io/version': p.tag, ...(stage ? { [STAGE_LABEL]: 'migrate' } : {}) },
});

const secretEnv = (ref: SecretRef): IEnvVar => ({
  name: ref.env,
  valueFrom: { secretKeyRef: { name: ref.secret, key: ref.key, ...(ref.optional ? { optional: true } : {}) } },
});

const integrationEnv = (name: string): IEnvVar => ({ name, valueFrom: { configMapKeyRef: { name: INTEGRATIONS_CONFIG_MAP, key: name, optional: true } } });

const value = (name: string, v: string | number): IEnvVar => ({ name, value: String(v) });

const httpProbe = (path: string, extra: Omit<IProbe, 'httpGet'>): IProbe => ({ httpGet: { path, port: 'http' }, timeoutSeconds: 3, ...extra });

const containerSecurity = (uid: number): IContainer['securityContext'] => ({
  runAsNonRoot: true,
  runAsUser: uid,
  runAsGroup: uid,
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
  seccompProfile: { type: 'RuntimeDefault' },
});

/** Settings shared by every pod: non-root, no API token, no service-link variables (TEAM_PORT=tcp://… would clash). */
const podSpec = (p: Params, uid: number, name: string, spec: Pick<IPodSpec, 'containers' | 'volumes'> & Partial<IPodSpec>): IPodSpec => ({
  automountServiceAccountToken: false,
  enableServiceLinks: false,
  securityContext: { runAsNonRoot: true, runAsUser: uid, runAsGroup: uid, fsGroup: uid, seccompProfile: { type: 'RuntimeDefault' } },
  terminationGracePeriodSeconds: SHUTDOWN_GRACE_MS / 1000 + 20,
  ...(p.spreadOverNodes
    ? {
        topologySpreadConstraints: [
          { maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'ScheduleAnyway', labelSelector: { matchLabels: selectorLabels(name) } },
        ],
      }
    : {}),
  ...spec,
});

const tmpVolume = (name: string, mountPath: string) => ({
  volume: { name, emptyDir: { sizeLimit: '64Mi' } },
  mount: { name, mountPath },
});

/** A Node process of the rugby/app image (a service's API or worker, the gateway). */
interface NodeProcess {
  name: string;
  component: 'api' | 'worker' | 'gateway';
  service?: ServiceName;
  /** dist/<entry>.js */
  entry: string;
  port: number;
  portEnv: string;
  role: 'api' | 'worker';
  secrets: readonly SecretRef[];
  integrationConfig: readonly string[];
  size: Size;
}

const nodeProcesses = (): NodeProcess[] => [
  ...SERVICE_ROWS.flatMap((row): NodeProcess[] => {
    const base = {
      service: row.service,
      entry: row.service,
      port: row.port,
      portEnv: `${envStem(row.service)}_PORT`,
      secrets: [...SHARED_SECRETS, databaseSecret(row.service), ...row.secrets],
      integrationConfig: row.integrationConfig,
    };
    const api: NodeProcess = { ...base, name: row.service, component: 'api', role: 'api', size: 'api' };
    const worker: NodeProcess = { ...base, name: `${row.service}-worker`, component: 'worker', role: 'worker', size: 'worker' };
    return row.hasJobs ? [api, worker] : [api];
  }),
  {
    name: GATEWAY.name,
    component: 'gateway',
    entry: 'gateway',
    port: GATEWAY.port,
    portEnv: 'GATEWAY_PORT',
    role: 'api',
    secrets: SHARED_SECRETS,
    integrationConfig: [],
    size: 'gateway',
  },
];

const configData = (p: Params): Record<string, string> => {
  const origin = `${p.tlsSecret ? 'https' : 'http'}://${p.host}`;
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: p.logLevel,
    LOG_FORMAT: 'json',
    LISTEN_HOST: '0.0.0.0',
    // Invitation links and Twilio's delivery-status callbacks (the gateway takes same-origin changes as they are).
    PUBLIC_BASE_URL: origin,
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    DB_POOL_SIZE: String(p.dbPoolSize),
    ...Object.fromEntries(SERVICE_ROWS.map((row) => [`${envStem(row.service)}_URL`, `http://${row.service}:${row.port}`])),
    ...(p.otlpEndpoint ? { OTEL_EXPORTER_OTLP_ENDPOINT: p.otlpEndpoint } : {}),
  };
};

const nodeDeployment = (p: Params, proc: NodeProcess, configHash: string): Deployment => {
  const labels = podLabels(proc.name, proc.component, proc.service);
  const tmp = tmpVolume('tmp', '/tmp');
  const autoscaled = proc.component !== 'worker';
  const container: IContainer = {
    name: proc.name,
    image: `${p.appImage}:${p.tag}`,
    imagePullPolicy: 'IfNotPresent',
    command: ['node', `dist/${proc.entry}.js`],
    ports: [{ name: 'http', containerPort: proc.port, protocol: 'TCP' }],
    envFrom: [{ configMapRef: { name: CONFIG_MAP } }],
    env: [
      value('PROCESS_ROLE', proc.role),
      value(proc.portEnv, proc.port),
      value('OTEL_SERVICE_NAME', proc.name),
      ...proc.secrets.map(secretEnv),
      ...proc.integrationConfig.map(integrationEnv),
    ],
    resources: p.resources[proc.size],
    // Start-up may apply migrations and load the composed schema: up to 3 minutes before liveness counts.
    startupProbe: httpProbe('/health', { periodSeconds: 2, failureThreshold: 90 }),
    readinessProbe: httpProbe('/ready', { periodSeconds: 5, failureThreshold: 3 }),
    livenessProbe: httpProbe('/health', { periodSeconds: 10, failureThreshold: 3 }),
    // Endpoints are removed while the pod still serves; then SIGTERM drains in-flight requests (Kubernetes 1.30+).
    lifecycle: { preStop: { sleep: { seconds: 5 } } },
    securityContext: containerSecurity(NODE_UID),
    volumeMounts: [tmp.mount],
  };
  return new Deployment({
    metadata: meta(p, proc.name, labels),
    spec: {
      // Autoscaled Deployments leave replicas to their HPA (an apply would otherwise reset the count).
      ...(autoscaled ? {} : { replicas: p.workerReplicas }),
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorLabels(proc.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: {
          labels,
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(proc.port),
            'prometheus.io/path': '/metrics',
            // A change of the rendered ConfigMap rolls the pods.
            'rugby.app/config-hash': configHash,
          },
        },
        spec: podSpec(p, NODE_UID, proc.name, { containers: [container], volumes: [tmp.volume] }),
      },
    },
  });
};

/**
 * The collector's OTLP/gRPC receiver for the nginx edge (scripts/deploy/edge-otel.sh): the host of
 * OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP, 4318 by convention) on OTLP/gRPC's port, 4317.
 */
export const edgeOtlpEndpoint = (otlpEndpoint: string) => `${new URL(otlpEndpoint).hostname}:4317`;

const edgeDeployment = (p: Params): Deployment => {
  const labels = podLabels(EDGE.name, 'edge');
  const mounts = [tmpVolume('tmp', '/tmp'), tmpVolume('nginx-cache', '/var/cache/nginx'), tmpVolume('nginx-run', '/var/run')];
  return new Deployment({
    metadata: meta(p, EDGE.name, labels),
    spec: {
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorLabels(EDGE.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels },
        spec: podSpec(p, NGINX_UID, EDGE.name, {
          containers: [
            {
              name: EDGE.name,
              image: `${p.edgeImage}:${p.tag}`,
              imagePullPolicy: 'IfNotPresent',
              ports: [{ name: 'http', containerPort: EDGE.port, protocol: 'TCP' }],
              // nginx's OpenTelemetry module exports over OTLP/gRPC only: the same collector's gRPC receiver.
              ...(p.otlpEndpoint ? { env: [value('EDGE_OTLP_GRPC_ENDPOINT', edgeOtlpEndpoint(p.otlpEndpoint))] } : {}),
              resources: p.resources.edge,
              // The edge's own health: static, so it stays in rotation while the gateway restarts (it answers 503).
              readinessProbe: httpProbe('/health', { periodSeconds: 5, failureThreshold: 3 }),
              livenessProbe: httpProbe('/health', { periodSeconds: 10, failureThreshold: 3 }),
              lifecycle: { preStop: { sleep: { seconds: 5 } } },
              securityContext: containerSecurity(NGINX_UID),
              volumeMounts: mounts.map((m) => m.mount),
            },
          ],
          volumes: mounts.map((m) => m.volume),
        }),
      },
    },
  });
};

const migrationJob = (p: Params, row: ServiceRow): Job => {
  const name = migrationJobName(row.service, p.tag);
  const labels = podLabels(`${row.service}-migrate`, 'migration', row.service);
  const tmp = tmpVolume('tmp', '/tmp');
  return new Job({
    metadata: meta(p, name, labels, true),
    spec: {
      backoffLimit: 2,
      activeDeadlineSeconds: 900,
      // Finished Jobs go after a day; applying the same release again then re-runs it (migrations are idempotent).
      ttlSecondsAfterFinished: 86_400,
      template: {
        metadata: { labels },
        spec: podSpec(p, NODE_UID, `${row.service}-migrate`, {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'migrate',
              image: `${p.appImage}:${p.tag}`,
              imagePullPolicy: 'IfNotPresent',
              command: ['node', 'dist/migrate.js', row.service],
              envFrom: [{ configMapRef: { name: CONFIG_MAP } }],
              env: [secretEnv(databaseSecret(row.service))],
              resources: p.resources.migration,
              securityContext: containerSecurity(NODE_UID),
              volumeMounts: [tmp.mount],
            },
          ],
          volumes: [tmp.volume],
        }),
      },
    },
  });
};

const clusterService = (p: Params, name: string, component: Component, port: number, service?: ServiceName): Service =>
  new Service({
    metadata: meta(p, name, podLabels(name, component, service)),
    spec: {
      type: 'ClusterIP',
      selector: selectorLabels(name),
      ports: [{ name: 'http', port, targetPort: 'http', protocol: 'TCP' }],
    },
  });

const autoscaler = (p: Params, name: string, scaling: { minReplicas: number; maxReplicas: number }) =>
  new HorizontalPodAutoscaler({
    metadata: meta(p, name, selectorLabels(name)),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: scaling.minReplicas,
      maxReplicas: scaling.maxReplicas,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
    },
  });

/** One pod at a time may be evicted (node drains, upgrades); with two or more replicas the others keep serving. */
const disruptionBudget = (p: Params, name: string) =>
  new PodDisruptionBudget({
    metadata: meta(p, name, selectorLabels(name)),
    spec: { maxUnavailable: 1, selector: { matchLabels: selectorLabels(name) } },
  });

// ---- NetworkPolicies -------------------------------------------------------------------------------------------

const namespacePeer = (namespace: string): INetworkPolicyPeer => ({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } });
const podsPeer = (name: string): INetworkPolicyPeer => ({ podSelector: { matchLabels: selectorLabels(name) } });
/** The API and worker pods of some services (both call other services' /internal APIs). */
const servicePodsPeer = (services: readonly ServiceName[]): INetworkPolicyPeer => ({
  podSelector: {
    matchLabels: { 'app.kubernetes.io/part-of': 'rugby' },
    matchExpressions: [
      { key: SERVICE_LABEL, operator: 'In', values: [...services] },
      { key: 'app.kubernetes.io/component', operator: 'In', values: ['api', 'worker'] },
    ],
  },
});
const tcp = (port: number | string): INetworkPolicyPort => ({ protocol: 'TCP', port });

const dnsEgress: INetworkPolicyEgressRule = {
  to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } }, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }],
  ports: [
    { protocol: 'UDP', port: 53 },
    { protocol: 'TCP', port: 53 },
  ],
};
const postgresEgress = (p: Params): INetworkPolicyEgressRule => ({ to: [{ ipBlock: { cidr: p.postgresCidr } }], ports: [tcp(5432)] });
const otlpEgress = (p: Params): INetworkPolicyEgressRule[] =>
  p.otlpEndpoint ? [{ to: [namespacePeer(p.monitoringNamespace)], ports: [tcp(4317), tcp(4318)] }] : [];
const podsEgress = (name: string, port: number): INetworkPolicyEgressRule => ({ to: [podsPeer(name)], ports: [tcp(port)] });
const callsEgress = (calls: readonly ServiceName[]): INetworkPolicyEgressRule[] =>
  calls.map((callee) => podsEgress(callee, SERVICE_ROWS.find((r) => r.service === callee)!.port));
const internetEgress = (ports: readonly { port: number }[]): INetworkPolicyEgressRule[] =>
  ports.length ? [{ to: [{ ipBlock: { cidr: '0.0.0.0/0', except: NON_PUBLIC } }], ports: ports.map((o) => tcp(o.port)) }] : [];
const scrapeIngress = (p: Params): INetworkPolicyIngressRule => ({ from: [namespacePeer(p.monitoringNamespace)], ports: [tcp('http')] });

const policy = (p: Params, name: string, podSelectorName: string, ingress: INetworkPolicyIngressRule[], egress: INetworkPolicyEgressRule[]) =>
  new NetworkPolicy({
    metadata: meta(p, name, selectorLabels(podSelectorName), true),
    spec: { podSelector: { matchLabels: selectorLabels(podSelectorName) }, policyTypes: ['Ingress', 'Egress'], ingress, egress },
  });

const networkPolicies = (p: Params): NetworkPolicy[] => {
  const callersOf = (service: ServiceName) => SERVICE_ROWS.filter((r) => r.calls.includes(service)).map((r) => r.service);
  return [
    // Nothing in the namespace accepts or opens a connection unless a policy below allows it.
    new NetworkPolicy({
      metadata: meta(p, 'default-deny', {}, true),
      spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
    }),
    policy(
      p,
      EDGE.name,
      EDGE.name,
      [{ from: [namespacePeer(p.ingressNamespace)], ports: [tcp('http')] }],
      [dnsEgress, podsEgress(GATEWAY.name, GATEWAY.port), ...otlpEgress(p)],
    ),
    policy(
      p,
      GATEWAY.name,
      GATEWAY.name,
      [{ from: [podsPeer(EDGE.name)], ports: [tcp('http')] }, scrapeIngress(p)],
      [dnsEgress, ...callsEgress(GATEWAY.calls), ...otlpEgress(p)],
    ),
    ...SERVICE_ROWS.flatMap((row) => {
      const callers = callersOf(row.service);
      const egress = [dnsEgress, postgresEgress(p), ...callsEgress(row.calls), ...internetEgress(row.outbound), ...otlpEgress(p)];
      const api = policy(
        p,
        row.service,
        row.service,
        [{ from: [podsPeer(GATEWAY.name), ...(callers.length ? [servicePodsPeer(callers)] : [])], ports: [tcp('http')] }, scrapeIngress(p)],
        egress,
      );
      const worker = row.hasJobs ? [policy(p, `${row.service}-worker`, `${row.service}-worker`, [scrapeIngress(p)], egress)] : [];
      const migrate = policy(p, `${row.service}-migrate`, `${row.service}-migrate`, [], [dnsEgress, postgresEgress(p)]);
      return [api, ...worker, migrate];
    }),
  ];
};

// ---- everything ------------------------------------------------------------------------------------------------

const ingress = (p: Params) =>
  new Ingress({
    metadata: {
      ...meta(p, EDGE.name, selectorLabels(EDGE.name)),
      ...(p.tlsSecret ? { annotations: { 'nginx.ingress.kubernetes.io/ssl-redirect': 'true', 'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true' } } : {}),
    },
    spec: {
      ingressClassName: p.ingressClassName,
      ...(p.tlsSecret ? { tls: [{ hosts: [p.host], secretName: p.tlsSecret }] } : {}),
      rules: [
        {
          host: p.host,
          http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: EDGE.name, port: { name: 'http' } } } }] },
        },
      ],
    },
  });

/** All objects of one rendering, in the order they are applied. */
export function buildObjects(p: Params): K8sObject[] {
  const data = configData(p);
  const configHash = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
  const processes = nodeProcesses();
  return [
    new Namespace({
      metadata: {
        name: p.namespace,
        labels: {
          'app.kubernetes.io/part-of': 'rugby',
          [STAGE_LABEL]: 'migrate',
          // Every pod here meets the "restricted" Pod Security Standard; the cluster refuses any that does not.
          'pod-security.kubernetes.io/enforce': 'restricted',
          'pod-security.kubernetes.io/warn': 'restricted',
        },
      },
    }),
    new ConfigMap({ metadata: meta(p, CONFIG_MAP, {}, true), data }),
    ...networkPolicies(p),
    ...SERVICE_ROWS.map((row) => migrationJob(p, row)),
    ...processes.map((proc) => clusterService(p, proc.name, proc.component, proc.port, proc.service)),
    clusterService(p, EDGE.name, 'edge', 80),
    ...processes.map((proc) => nodeDeployment(p, proc, configHash)),
    edgeDeployment(p),
    ...processes
      .filter((proc) => proc.component !== 'worker')
      .map((proc) => autoscaler(p, proc.name, proc.component === 'gateway' ? p.scaling.gateway : p.scaling.service)),
    autoscaler(p, EDGE.name, p.scaling.edge),
    ...processes.map((proc) => disruptionBudget(p, proc.name)),
    disruptionBudget(p, EDGE.name),
    ingress(p),
  ];
}
