import { AI_ROUTE_IDS, ROUTE_PATHS } from '@rugby/contracts/routes/paths';
import { json, type FetchCall } from './render.tsx';

type Answer = Response | Promise<Response> | undefined;
type Responder = (call: FetchCall) => Answer | Promise<Answer>;

/** The generation routes, which the apps ask for as jobs (`Prefer: respond-async`). */
const GENERATION_URLS: ReadonlySet<string> = new Set([...AI_ROUTE_IDS].map((id) => ROUTE_PATHS[id].path));
const GENERATION = /^\/api\/ai\/generations\/([^/?]+)$/;
const PENDING = Symbol('pending');

/** What the server refuses before it stores anything (the route's schema, sign-in, permission, the team, the quota). */
async function refusedAtOnce(res: Response): Promise<boolean> {
  if ([401, 403, 404, 429].includes(res.status)) return true;
  if (res.status !== 400) return false;
  const body = (await res.clone().json()) as { details?: unknown };
  return body.details !== undefined;
}

/**
 * The server's generation jobs over a responder that answers the generation routes as they answer without the header:
 * a generation POST with `Prefer: respond-async` answers 202 at once (refusals made before anything is stored come
 * from the POST itself), and GET /api/ai/generations/:id answers `running` until the responder's answer is in, then
 * `done` with it as the result or `failed` with its error. Every other call goes to the responder as it is.
 */
export function generationJobs(respond: Responder) {
  const jobs = new Map<string, { outcome: object | null }>();
  return async (call: FetchCall): Promise<Response | undefined> => {
    if (call.method === 'POST' && GENERATION_URLS.has(call.url) && call.headers.prefer === 'respond-async') {
      const answer = Promise.resolve(respond(call));
      const settled = await Promise.race([answer, new Promise<typeof PENDING>((resolve) => setTimeout(() => resolve(PENDING), 0))]);
      if (settled !== PENDING && (!settled || (await refusedAtOnce(settled)))) return settled;
      const generationId = `0b6f2b8e-4a59-4c1e-9d3c-${String(jobs.size + 1).padStart(12, '0')}`;
      const job = { outcome: null as object | null };
      jobs.set(generationId, job);
      void answer.then(async (res) => {
        if (!res) return;
        const body = (await res.json()) as { error?: string; message?: string };
        job.outcome = res.ok
          ? { status: 'done', result: body }
          : { status: 'failed', error: { status: res.status, code: body.error ?? 'ERROR', message: body.message ?? '' } };
      });
      return json({ generationId, status: 'running' }, 202);
    }
    const followed = call.method === 'GET' ? GENERATION.exec(call.url) : null;
    if (followed) {
      const job = jobs.get(followed[1]!);
      if (!job) return json({ error: 'NOT_FOUND', message: 'Generation not found' }, 404);
      return json({ generationId: followed[1], status: 'running', ...job.outcome });
    }
    return respond(call);
  };
}
