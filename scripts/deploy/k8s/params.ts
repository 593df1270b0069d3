/**
 * What differs between renderings: the two committed overlays (base and production) and the parameters an
 * operator may set on the command line (`npm run k8s:render -- --tag … --host …`, see render.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Resources {
  requests: { cpu: string; memory: string };
  limits: { cpu: string; memory: string };
}

/** Kinds of container, each with its own size. */
export type Size = 'api' | 'worker' | 'gateway' | 'edge' | 'migration';

export interface Scaling {
  /** HorizontalPodAutoscaler bounds of the API Deployments, the gateway and the edge. */
  minReplicas: number;
  maxReplicas: number;
}

export interface Params {
  overlay: 'base' | 'production';
  namespace: string;
  /** Image tag of rugby/app and rugby/edge. */
  tag: string;
  /** Image names (a registry prefix goes here). */
  appImage: string;
  edgeImage: string;
  /** Public host name of the app (the Ingress rule; PUBLIC_BASE_URL and ALLOWED_ORIGINS follow). */
  host: string;
  /** TLS Secret of the Ingress (kubernetes.io/tls, created by the operator or cert-manager); null: plain HTTP. */
  tlsSecret: string | null;
  ingressClassName: string;
  /** Namespace of the ingress controller: the only source of traffic to the edge. */
  ingressNamespace: string;
  /** Namespace Prometheus (and an OpenTelemetry collector) runs in: may scrape /metrics; receives OTLP. */
  monitoringNamespace: string;
  /** Where PostgreSQL (managed, outside the cluster) is: egress is allowed there on 5432 only. */
  postgresCidr: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT; null: traces off. */
  otlpEndpoint: string | null;
  logLevel: string;
  dbPoolSize: number;
  /** Replicas of each worker Deployment (not autoscaled: see README). */
  workerReplicas: number;
  scaling: Record<'service' | 'gateway' | 'edge', Scaling>;
  resources: Record<Size, Resources>;
  /** Spread replicas over nodes (topologySpreadConstraints). */
  spreadOverNodes: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The repository's version: the image tag the committed manifests deploy. */
export const repoVersion = (): string => (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

const res = (requestCpu: string, requestMemory: string, limitCpu: string, limitMemory: string): Resources => ({
  requests: { cpu: requestCpu, memory: requestMemory },
  limits: { cpu: limitCpu, memory: limitMemory },
});

/** A small installation (staging, one club): one replica of everything, autoscaled up to three. */
export const baseParams = (): Params => ({
  overlay: 'base',
  namespace: 'rugby',
  tag: repoVersion(),
  appImage: 'rugby/app',
  edgeImage: 'rugby/edge',
  host: 'rugby.example.com',
  tlsSecret: null,
  ingressClassName: 'nginx',
  ingressNamespace: 'ingress-nginx',
  monitoringNamespace: 'monitoring',
  postgresCidr: '10.0.0.0/8',
  otlpEndpoint: null,
  logLevel: 'info',
  dbPoolSize: 5,
  workerReplicas: 1,
  scaling: { service: { minReplicas: 1, maxReplicas: 3 }, gateway: { minReplicas: 1, maxReplicas: 3 }, edge: { minReplicas: 1, maxReplicas: 3 } },
  resources: {
    api: res('100m', '192Mi', '500m', '384Mi'),
    worker: res('50m', '160Mi', '500m', '384Mi'),
    gateway: res('100m', '192Mi', '500m', '384Mi'),
    edge: res('25m', '32Mi', '250m', '128Mi'),
    migration: res('50m', '128Mi', '500m', '256Mi'),
  },
  spreadOverNodes: false,
});

/** Many clubs: at least two replicas of everything, spread over nodes, larger containers, TLS at the Ingress. */
export const productionParams = (): Params => ({
  ...baseParams(),
  overlay: 'production',
  tlsSecret: 'rugby-tls',
  dbPoolSize: 10,
  workerReplicas: 2,
  scaling: { service: { minReplicas: 2, maxReplicas: 10 }, gateway: { minReplicas: 2, maxReplicas: 8 }, edge: { minReplicas: 2, maxReplicas: 6 } },
  resources: {
    api: res('250m', '256Mi', '1', '512Mi'),
    worker: res('100m', '256Mi', '1', '512Mi'),
    gateway: res('250m', '256Mi', '1', '512Mi'),
    edge: res('100m', '64Mi', '500m', '128Mi'),
    migration: res('100m', '128Mi', '500m', '256Mi'),
  },
  spreadOverNodes: true,
});

export const OVERLAYS = { base: baseParams, production: productionParams } as const;
export type OverlayName = keyof typeof OVERLAYS;
