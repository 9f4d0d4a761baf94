/**
 * The one way the web app calls the API. Every error answer has the body `{ code, message }`; it is
 * turned into an ApiError so screens can show the server's message or map the code to the spec's text.
 */
import type { z } from 'zod';
import type { TErrorBody } from '../../domain/errors';

export const NETWORK_ERROR = 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  /** Checks (and types) the answer. */
  schema?: z.ZodType<T>;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * `path` with `query` as its query string, blanks left out: the address a call asks. Query modules
 * build their addresses with it, so the server can ask for exactly what a page's hooks will
 * (src/web/app/server-rendered-pages.ts).
 */
export function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape of ZErrorBody, checked by hand: the API client is in the entry script, and zod is not
 * (issue 9, first-load JavaScript).
 */
function isErrorBody(body: unknown): body is TErrorBody {
  return (
    isRecord(body) &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.details === undefined || isRecord(body.details))
  );
}

/** The ApiError of a call that got no answer (offline, DNS, the server down). */
export function networkError(): ApiError {
  return new ApiError(
    0,
    NETWORK_ERROR,
    'Network error. Please check your internet connection and try again.',
  );
}

/** The ApiError of an error answer: its `{ code, message }` body, else its HTTP status. */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.code, body.message, body.details);
  return new ApiError(status, `HTTP_${status}`, statusText || 'Something went wrong. Please try again.');
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return apiErrorOf(response.status, response.statusText, body);
}

/**
 * The language the person uses the portal in (i18n keeps `<html lang>` in step with the language menu),
 * sent as Accept-Language: the server writes what it sends later about this request (a ticket's status
 * notices) in it. Read from the document so that this entry module does not import i18n.
 */
export function interfaceLanguage(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'accept-language': language } : {};
}

/**
 * Sends one call: a JSON body (FormData for an upload, as it is), the session cookie. A failed
 * connection becomes the network ApiError (an abort stays the AbortError) and an error answer the
 * ApiError of its body. The registration's calls go through here too (their own token header).
 */
export async function sendRequest(
  method: Method,
  path: string,
  { headers, body, signal }: { headers: Record<string, string>; body?: unknown; signal?: AbortSignal },
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // every call says the portal's language, the registration's too: its code mail and the new
  // account's language come from it (a resident who reads Spanish gets Spanish, whatever the browser)
  const withLanguage = { ...interfaceLanguage(), ...headers };
  const allHeaders =
    body !== undefined && !isForm ? { ...withLanguage, 'content-type': 'application/json' } : withLanguage;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: allHeaders,
      credentials: 'same-origin',
      signal,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await sendRequest(method, withQuery(path, options.query), {
    headers: { accept: 'application/json', ...options.headers },
    body: options.body,
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;

  const type = response.headers.get('content-type') ?? '';
  const data: unknown = type.includes('application/json') ? await response.json() : await response.text();
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('DELETE', path, options),
};
