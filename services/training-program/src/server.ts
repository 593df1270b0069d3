import { runServiceMain } from '@rugby/service-kit';
import { buildApp } from './app.ts';
import { seedDemo } from './seed.ts';

// The outbox relay retries what the app could not do at once (at start-up, then every OUTBOX_RELAY_INTERVAL_MS).
await runServiceMain({
  service: 'training-program',
  srcDir: import.meta.dirname,
  buildApp: (deps) => {
    const built = buildApp(deps);
    built.outbox.startRelay();
    return built;
  },
  seedDemo,
});
