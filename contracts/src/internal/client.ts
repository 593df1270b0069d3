import { type z } from 'zod';
import { HEADERS } from '../identity.ts';

export interface InternalClientOptions {
  /** Base URL of the owning service, e.g. http://127.0.0.1:4101 */
  baseUrl: string;
  /** Shared service token (INTERNAL_SERVICE_TOKEN). */
  token: string;
  timeoutMs?: number;
  /** Carried along for log correlation. */
  requestId?: string;
  fetch?: typeof fetch;
}

export class InternalCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'InternalCallError';
  }
}

/** One typed call to another service's /internal API, with a timeout and response validation. */
export async function internalCall<S extends z.ZodType>(
  opts: InternalClientOptions,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.infer<S>> {
  const doFetch = opts.fetch ?? fetch;
  const headers: Record<string, string> = { [HEADERS.serviceToken]: opts.token, accept: 'application/json' };
  if (opts.requestId) headers[HEADERS.requestId] = opts.requestId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await doFetch(new URL(path, opts.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
    throw new InternalCallError(`${method} ${path} ${reason}`, null);
  }
  const text = await res.text();
  if (!res.ok) throw new InternalCallError(`${method} ${path} failed: ${res.status} ${text}`, res.status);
  const parsed = schema.safeParse(text ? JSON.parse(text) : null);
  if (!parsed.success) throw new InternalCallError(`${method} ${path} returned an unexpected body: ${parsed.error.message}`, res.status);
  return parsed.data;
}
