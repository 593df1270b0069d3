/** The nginx edge of docker-compose answers like the Node edge when the gateway cannot be reached. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@rugby/contracts';
import { ROOT } from '../processes.ts';

describe('scripts/deploy/nginx.conf', () => {
  const conf = readFileSync(path.join(ROOT, 'scripts/deploy/nginx.conf'), 'utf8');

  it("answers 503 with SERVER_ERRORS.unavailable('gateway') for /api and /graphql when the gateway is unreachable", () => {
    const body = JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable('gateway') });
    expect(conf).toContain(`return 503 '${body}';`);
    for (const location of ['location /api/ {', 'location = /graphql {']) {
      const block = conf.slice(conf.indexOf(location), conf.indexOf('}', conf.indexOf(location)));
      expect(block).toContain('error_page 502 504 = @gateway_unavailable;');
    }
  });
});
