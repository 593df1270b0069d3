/**
 * What `import … from 'zod'` resolves to in the web builds (web-config.ts aliases it here): zod, set to validate
 * without compiling code. The pages run under a Content-Security-Policy without 'unsafe-eval' (gateway/src/web.ts),
 * and zod's first object parse otherwise probes `new Function('')`: the browser refuses and reports it as a policy
 * violation (even though zod catches the error and falls back). The setting is page-wide (zod keeps it on
 * globalThis), so it holds for every app's copy. (Listed in the kit's package.json `sideEffects`: the call must run.)
 */
import { config } from 'zod/v4/core';

export * from 'zod/v4';
export { default } from 'zod/v4';

config({ jitless: true });
