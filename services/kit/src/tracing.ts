/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Every Node process is started with this file
 * preloaded (`node --import`: scripts/processes.ts, and NODE_OPTIONS in the runtime image) so its instrumentations
 * are in place before the process's own modules load: incoming and outgoing HTTP (edge → gateway → services, with
 * W3C trace context on every hop), Express routes, PostgreSQL queries, and fetch / undici calls (OpenAI, Twilio,
 * service to service). Spans go to the collector by OTLP over HTTP. Without the variable nothing is loaded.
 */
import path from 'node:path';

/** The process's name on its spans: OTEL_SERVICE_NAME, else from its entry (services/team/src/server.ts, dist/team.js). */
function serviceName(): string {
  const given = process.env.OTEL_SERVICE_NAME?.trim();
  if (given) return given;
  const entry = process.argv[1] ?? '';
  const file = path.basename(entry, path.extname(entry));
  return file === 'server' ? path.basename(path.resolve(path.dirname(entry), '..')) : file;
}

const INSTRUMENTED_MODULES = ['http', 'https', 'node:http', 'node:https', 'express', 'pg'];

async function startTracing(endpoint: string): Promise<void> {
  const { register } = await import('node:module');
  // ES modules are instrumented through this loader hook (import-in-the-middle), CommonJS ones as they are required.
  // Only the modules instrumented here go through it: the app's own modules load untouched.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: INSTRUMENTED_MODULES } });
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { ExpressInstrumentation }, { PgInstrumentation }, { UndiciInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-express'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
  const sdk = new NodeSDK({
    serviceName: serviceName(),
    traceExporter: new OTLPTraceExporter({ url: new URL('/v1/traces', endpoint).toString() }),
    instrumentations: [
      // Probes and metrics scrapes are not traced.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(health|ready|metrics)(\?|$)/.test(req.url ?? '') }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process exits.
  process.once('beforeExit', () => void sdk.shutdown());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void sdk.shutdown());
}

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
if (endpoint) await startTracing(endpoint);
