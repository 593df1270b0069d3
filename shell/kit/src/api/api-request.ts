import { takeBootAnswer } from './page-boot.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Fails with the spec's error form: `<status>: <body text or status text>`. The status stays readable
 * on the error for callers that branch on it (401 -> signed out).
 */
export class ApiError extends Error {
  constructor(readonly status: number, readonly body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, text);
}

const parsed = <T>(text: string) => (text ? JSON.parse(text) : undefined) as T;

/**
 * Every REST call of the front end: sends cookies, sends a JSON body (and its content type) only when
 * data is given, and returns the parsed JSON body (undefined for an empty body).
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, data?: unknown): Promise<T> {
  // The first load's answers the page already carries (docs/decisions/017), exactly as the server would send them.
  const carried = method === 'GET' ? takeBootAnswer(path) : undefined;
  if (carried) {
    if (carried.status < 200 || carried.status >= 300) throw new ApiError(carried.status, carried.body);
    return parsed<T>(carried.body);
  }
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
  await throwIfNotOk(res);
  return parsed<T>(await res.text());
}

/** URL of a query key: string segments joined by '/', a trailing object as query string (nulls skipped). */
export function urlOfQueryKey(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (part === null || part === undefined) continue;
    if (typeof part === 'object') {
      for (const [key, value] of Object.entries(part as Record<string, unknown>)) {
        if (value !== null && value !== undefined) params.append(key, String(value));
      }
    } else {
      segments.push(String(part));
    }
  }
  const query = params.toString();
  return segments.join('/') + (query ? `?${query}` : '');
}

/**
 * The server message inside an error from apiRequest (`401: {"message":"..."}` -> the message), or the
 * fallback when there is none.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error instanceof ApiError ? error.body : error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // not JSON: the body text itself
  }
  return body.trim() || fallback;
}
