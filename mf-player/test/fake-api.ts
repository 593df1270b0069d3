import { json, mockFetch, type FetchCall } from '@rugby/kit/testing/render.tsx';

type Handler = (call: FetchCall, url: URL) => Response | Promise<Response> | unknown;

/**
 * A fake back end for component tests: `'METHOD /path'` -> handler (a value is sent as JSON; a Response, or a promise
 * of one for an answer the test releases, as is).
 * Unknown paths answer 404 so a missing expectation shows up as a failure, not a hang.
 */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://app.test');
    const route = routes[`${call.method} ${url.pathname}`];
    if (route === undefined) return json({ message: `no fake for ${call.method} ${url.pathname}` }, 404);
    const result = typeof route === 'function' ? (route as Handler)(call, url) : route;
    return result instanceof Response || result instanceof Promise ? result : json(result);
  });
}

export const activity = (id: string, category: string, name: string, duration = 10, completed = false) => ({
  id: `log-${id}`,
  completed,
  activity: { id, name, description: `${name} description`, duration, category },
});

export const law = (n: number, viewed?: boolean) => ({
  id: `law-${n}`,
  category: 'fundamental',
  difficulty: n === 3 ? 'expert' : 'beginner',
  lawNumber: n,
  title: `Law title ${n}`,
  content: `Law content ${n}`,
  ...(viewed === undefined ? {} : { viewed }),
});

export const playerUser = {
  id: 'p1',
  email: 'player@demo.test',
  firstName: 'Sam',
  lastName: 'Taylor',
  userType: 'player',
  position: 'fly-half',
  height: 180,
  weight: 84,
  age: 24,
};

export const progressOf = (todayPercent: number, weekPercent: number) => ({
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  progress: weekPercent,
  planned: 10,
  completed: 2,
  daysCompleted: 0,
  trainingDays: 4,
  days: [],
  today: { date: '2026-03-02', planned: 5, completed: 1, percent: todayPercent, isComplete: false },
});
