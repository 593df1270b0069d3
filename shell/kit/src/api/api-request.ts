import { COPY, ERROR_CODES } from '@rugby/contracts/copy';
import { BROWSER_TIMEOUT_MS } from '@rugby/contracts/routes/paths';
import { takeBootAnswer } from './page-boot.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one error of every call to the server, REST or GraphQL: the status, the server's `error` code (e.g.
 * 'EDUCATION_REQUIRED', 'Unauthorized') and its message. Its own message keeps the spec's form
 * `<status>: <body text or status text>`.
 */
export class ApiError extends Error {
  /** The server's `error` code, when its answer had one. */
  readonly code: string | undefined;
  /** The server's `message`, when its answer had one. */
  readonly serverMessage: string | undefined;
  readonly details: unknown;

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    const answer = parsedErrorBody(body);
    this.code = answer.code;
    this.serverMessage = answer.message;
    this.details = answer.details;
  }

  /** An error answer given as its parts (GraphQL errors: extensions.code and message). */
  static of(status: number, code: string | undefined, message: string): ApiError {
    return new ApiError(status, JSON.stringify(code ? { error: code, message } : { message }));
  }
}

function parsedErrorBody(body: string): { code?: string; message?: string; details?: unknown } {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; details?: unknown };
    return {
      code: typeof parsed.error === 'string' && parsed.error ? parsed.error : undefined,
      message: typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined,
      details: parsed.details,
    };
  } catch {
    return {};
  }
}

/** Whether an error is the server's answer with this `error` code. */
export const isServerError = (error: unknown, code: string): error is ApiError => error instanceof ApiError && error.code === code;

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, text);
}

const parsed = <T>(text: string) => (text ? JSON.parse(text) : undefined) as T;

/**
 * The answer to a GET the page already carries (docs/decisions/017), taken once, exactly as the server would send it:
 * its data, or the ApiError it stands for; undefined when the page carries none (or none readable).
 */
export function carriedAnswer<T>(path: string): { data: T } | { error: ApiError } | undefined {
  const carried = takeBootAnswer(path);
  if (!carried) return undefined;
  if (carried.status < 200 || carried.status >= 300) return { error: new ApiError(carried.status, carried.body) };
  try {
    return { data: parsed<T>(carried.body) };
  } catch {
    return undefined;
  }
}

/** The error of a call the browser gave up waiting for (the server took the connection and did not answer in time). */
export const clientTimeoutError = () => ApiError.of(504, ERROR_CODES.clientTimeout, COPY.serverDidNotAnswer);

export interface RequestOptions {
  /** How long to wait for the answer (default BROWSER_TIMEOUT_MS.default). */
  timeoutMs?: number;
  /** Extra request headers (e.g. `Prefer: respond-async`). */
  headers?: Record<string, string>;
}

/**
 * A REST call answered with its status as well as its parsed JSON body (undefined for an empty body): for the calls
 * whose answer depends on it (202 for a job to follow). Fails with ApiError as apiRequest does.
 */
export async function apiExchange<T = unknown>(
  method: HttpMethod,
  path: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<{ status: number; data: T }> {
  const timeoutMs = options.timeoutMs ?? BROWSER_TIMEOUT_MS.default;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: { ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    // A server that takes the connection and never answers: say so rather than spin (the network's own failures
    // stay as they are: the offline banner speaks for those).
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') throw clientTimeoutError();
    throw error;
  });
  await throwIfNotOk(res);
  return { status: res.status, data: parsed<T>(await res.text()) };
}

/**
 * Every REST call of the front end: sends cookies, sends a JSON body (and its content type) only when
 * data is given, and returns the parsed JSON body (undefined for an empty body).
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  const carried = method === 'GET' ? carriedAnswer<T>(path) : undefined;
  if (carried) {
    if ('error' in carried) throw carried.error;
    return carried.data;
  }
  return (await apiExchange<T>(method, path, data, options)).data;
}

/**
 * The server message inside an error from apiRequest (`401: {"message":"..."}` -> the message), or the
 * fallback when there is none.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.code || error.body.trim() || fallback);
  if (!(error instanceof Error)) return fallback;
  return error.message.trim() || fallback;
}
