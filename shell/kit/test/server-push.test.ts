import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { connectServerPush, isServerPushOpen, pollUnlessPushed } from '../src/api/server-push.ts';

/** A stand-in EventSource the test drives: open, events, errors. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }
}
const Source = FakeEventSource as unknown as typeof EventSource;

let disconnect: (() => void) | null = null;
afterEach(() => {
  disconnect?.();
  disconnect = null;
});

/** A query shown on screen (it has an observer), counting its fetches. */
function shownQuery(client: QueryClient) {
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['/api/teams', 't1', 'messages'],
    queryFn: async () => {
      fetches += 1;
      return fetches;
    },
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => {});
  return { fetches: () => fetches, unsubscribe };
}
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('server push in the browser', () => {
  it('opens GET /api/events, polls only while the stream is not open, and refetches what is shown on each change', async () => {
    const client = new QueryClient();
    const shown = shownQuery(client);
    await settle();
    expect(shown.fetches()).toBe(1);

    disconnect = connectServerPush(client, Source);
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events');
    // Connecting: no polling scheduled by the queries of the first screen.
    expect(pollUnlessPushed(30_000)()).toBe(false);

    source.emit('open');
    expect(isServerPushOpen()).toBe(true);
    expect(pollUnlessPushed(30_000)()).toBe(false);
    await settle();
    expect(shown.fetches()).toBe(1); // the first open refetches nothing: the page has just loaded it

    source.emit('changed');
    await settle();
    expect(shown.fetches()).toBe(2);

    // Dropped: polling resumes at once (a refetch reschedules the interval) ...
    source.emit('error');
    expect(pollUnlessPushed(30_000)()).toBe(30_000);
    await settle();
    expect(shown.fetches()).toBe(3);
    // ... and reopened: what changed meanwhile is fetched.
    source.emit('open');
    await settle();
    expect(shown.fetches()).toBe(4);
    expect(pollUnlessPushed(30_000)()).toBe(false);

    disconnect();
    disconnect = null;
    expect(source.closed).toBe(true);
    expect(isServerPushOpen()).toBe(false);
    shown.unsubscribe();
  });

  it('a stream that fails to connect resumes polling at once', async () => {
    const client = new QueryClient();
    const shown = shownQuery(client);
    await settle();
    disconnect = connectServerPush(client, Source);
    expect(pollUnlessPushed(30_000)()).toBe(false);
    FakeEventSource.last!.emit('error');
    expect(isServerPushOpen()).toBe(false);
    expect(pollUnlessPushed(30_000)()).toBe(30_000);
    await settle();
    expect(shown.fetches()).toBe(2); // refetched, which schedules the polling again
    shown.unsubscribe();
  });

  it('without EventSource nothing opens and the spec polling stays', () => {
    disconnect = connectServerPush(new QueryClient(), undefined);
    expect(isServerPushOpen()).toBe(false);
    expect(pollUnlessPushed(30_000)()).toBe(30_000);
  });
});
