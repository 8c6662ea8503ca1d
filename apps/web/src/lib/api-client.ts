// The one HTTP client of the web app: JSON to and from /api (or the document host, /doc-api), the locale and
// the token on every call, a 30 s time-out, every answer read with its shared zod schema, and every failure turned
// into an ApiError (spec §7, §8); only the server's session-expired answer signs the user out.
import type { ZodType } from 'zod';
import {
  ApiError,
  apiErrorFromResponse,
  expireSession,
  invalidResponseError,
  isSessionExpiry,
  networkError,
  TOKEN_EXPIRED_MESSAGE,
  timeoutError,
  tokenMissingError,
} from './errors.ts';
import { currentLocale } from './i18n.ts';
import { getToken } from './session.ts';

export const API_BASE = '/api';
/** The document host of spec §7 (uploads, e-signature, sync). */
export const DOC_API_BASE = '/doc-api';
export const REQUEST_TIMEOUT_MS = 30_000;

/** `required`: every call but login; `optional`: sent when there is one (change password); `none`: login. */
export type AuthMode = 'required' | 'optional' | 'none';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The answer's schema (packages/domain/src/answers), or the promise of one: Login imports its schema on submit, so
 * that zod stays out of the login page's first load (decision 017).
 */
export type AnswerSchema<T> = ZodType<T> | Promise<ZodType<T>>;

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  body?: unknown;
  auth?: AuthMode;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the AbortError as is. */
  signal?: AbortSignal;
  /** The host: API_BASE unless told (DOC_API_BASE). */
  base?: string;
  /** Parses a 2xx answer; one that does not match is the generic failure of spec §8 (kind 'invalidResponse'). */
  schema?: AnswerSchema<T>;
  /** Headers of the call's own (the customer's session on /customer-api). */
  headers?: Record<string, string>;
  /** A file's text (a CSV) rather than JSON: a 2xx answer is returned as its text, a failure read as ever. */
  text?: { accept: string };
}

async function readBody(response: Response, raw: boolean): Promise<unknown> {
  const text = await response.text();
  if (raw && response.ok) return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringField(body: unknown, field: 'errorMessage' | 'code'): string | undefined {
  if (body && typeof body === 'object' && field in body) {
    const value = (body as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, auth = 'required', signal, base = API_BASE, schema } = options;
  const token = auth === 'none' ? null : getToken();
  if (auth === 'required' && !token) throw tokenMissingError();

  // A FormData body (a photo upload) is sent as multipart, its boundary chosen by the browser.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: options.text ? `${options.text.accept}, application/json` : 'application/json',
    'Accept-Language': currentLocale(),
  };
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = token;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: multipart ? (body as FormData) : body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    data = await readBody(response, options.text !== undefined);
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (signal?.aborted) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  const message = stringField(data, 'errorMessage');
  if (!response.ok || message === TOKEN_EXPIRED_MESSAGE) {
    // Only a call that carried a token can find it expired; login's own 4xx are plain errors. A 403 that is not the
    // session's end (a screen that is not this user's) is an error like any other: no sign-out.
    const expired = token !== null && isSessionExpiry(stringField(data, 'code'), message);
    if (expired) expireSession();
    throw apiErrorFromResponse(response.status, data, expired);
  }
  if (!schema) return data as T;
  const parsed = (await schema).safeParse(data);
  if (!parsed.success) throw invalidResponseError();
  return parsed.data;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

export { ApiError };
