import { FALLBACK } from '@apparel/contracts';
import { clearToken, getToken } from './session';

/** Every API call goes under this base URL (the shell and the API share one origin). */
export const API_BASE = '/api';

/** A failed call, with the server's `message` (or `error`) as its message when the server gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The human text the server sent, if any (SPEC 8 shows it, else a screen's fallback). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text to show for a failure: the server's message, else the given fallback (SPEC 8). */
export const errorMessage = (error: unknown, fallback: string = FALLBACK.operationFailed): string => {
  if (error instanceof ApiError)
    return error.serverMessage || (error.status === 0 ? error.message : fallback);
  return fallback;
};

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The shell replaces the default full-page redirect with a router navigation. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** SPEC 4: a 401 of an authenticated call drops the token and goes to /login. */
export const endSession = () => {
  clearToken();
  onUnauthorized();
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

const toQueryString = (query: RequestOptions['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The server's human text: `message`, else `error` (SPEC reads both). */
export const serverMessageOf = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
};

/** The one fetch wrapper: base URL, bearer token, JSON or multipart, 401 handling, error normalisation. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const payload = await readBody(response);
  if (response.status === 401 && token) endSession();
  if (!response.ok) {
    const serverMessage = serverMessageOf(payload);
    throw new ApiError(
      response.status,
      serverMessage ?? `${response.status} ${response.statusText}`,
      serverMessage,
    );
  }
  return payload as T;
}
