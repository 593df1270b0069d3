#!/bin/sh
# Traces from the nginx edge (docs/decisions/024), run by the nginx image's entrypoint before nginx starts
# (/docker-entrypoint.d/40-edge-otel.sh). With EDGE_OTLP_GRPC_ENDPOINT set (host:port of an OpenTelemetry collector's
# OTLP/gRPC receiver, optionally http:// or https://), nginx's OpenTelemetry module (ngx_otel_module, loaded by the
# image's nginx.conf) makes a span for every /api and /graphql request and passes its W3C trace context on to the
# gateway, which continues the trace (services/kit/src/tracing.ts); a browser's own traceparent is not trusted.
# Unset, nothing is traced. The directives go to $EDGE_OTEL_CONF_DIR/otel.conf, which scripts/deploy/nginx.conf
# includes at the http level (a writable directory: the root file system is read-only in Kubernetes).
set -eu
dir="${EDGE_OTEL_CONF_DIR:-/tmp/edge-otel}"
endpoint="${EDGE_OTLP_GRPC_ENDPOINT:-}"
mkdir -p "$dir"
rm -f "$dir/otel.conf"
[ -n "$endpoint" ] || exit 0
# The value is written into nginx's configuration: only a plain address may pass.
if [ "$(printf '%s' "$endpoint" | wc -l)" -ne 0 ] || ! printf '%s' "$endpoint" | grep -Eq '^(https?://)?[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?:[0-9]{1,5}$'; then
  echo "EDGE_OTLP_GRPC_ENDPOINT must be host:port (optionally with http:// or https://), not '$endpoint'" >&2
  exit 1
fi
cat > "$dir/otel.conf" <<CONF
otel_exporter {
  endpoint $endpoint;
}
otel_service_name edge;
# The web apps' files are not traced: the calls the gateway answers are.
map \$uri \$edge_otel_trace {
  ~^/api/ on;
  /graphql on;
  default off;
}
otel_trace \$edge_otel_trace;
# A new trace starts here (a browser's traceparent is ignored) and goes on to the gateway in the proxied request.
otel_trace_context inject;
otel_span_name "\$request_method \$uri";
CONF
echo "edge-otel: tracing /api and /graphql to $endpoint"
