import { FALLBACK } from '@apparel/contracts';
import { checkAnswerWith } from './contract-check';
import { clearToken, getToken } from './session';

/** Every API call goes under this base URL (the shell and the API share one origin). */
export const API_BASE = '/api';

/** A failed call, with the server's `message` (or `error`) as its message when the server gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The human text the server sent, if any (product.md §8 shows it, else a screen's fallback). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text to show for a failure: the server's message, else the given fallback (product.md §8). */
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

/** product.md §4: a 401 of an authenticated call drops the token and goes to /login. */
export const endSession = () => {
  clearToken();
  onUnauthorized();
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart; a Blob as it is, with its type. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** The endpoint's answer contract (dev and test builds check the answer with it). */
  contract?: AnswerContract;
  /** Sent as the Idempotency-Key header: a money-moving POST's retry answers its first result. */
  idempotencyKey?: string;
}

/** An answer's contract: an endpoint's response schema, or none for an empty answer or a file. */
export type AnswerContract = Parameters<typeof checkAnswerWith>[1];

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

/** The server's human text: `message`, else `error` (product.md reads both). */
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
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Blob) {
    if (options.body.type) headers['Content-Type'] = options.body.type;
    body = options.body;
  } else if (options.body !== undefined) {
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
  return handleResponse<T>(response, token, {
    method: options.method ?? 'GET',
    path,
    contract: options.contract,
  });
}

/**
 * Turns an answer into its payload, or throws ApiError; a 401 drops the token (product.md §4). In dev and
 * test builds a success is checked against its call's contract.
 */
async function handleResponse<T>(
  response: Response,
  token: string | null,
  call?: { method: string; path: string; contract?: AnswerContract },
): Promise<T> {
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
  if (call) checkAnswerWith(`${call.method} ${call.path}`, call.contract, payload);
  return payload as T;
}

/** How far an upload has got: bytes sent of the total, and the fraction 0..1. */
export interface UploadProgress {
  loaded: number;
  total: number;
  fraction: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  contract?: AnswerContract;
}

/**
 * A multipart upload that reports its progress (fetch cannot). It uses XMLHttpRequest when there is
 * one and `onProgress` is given; otherwise (and in component tests that stub only fetch: stub
 * XMLHttpRequest away with `vi.stubGlobal('XMLHttpRequest', undefined)`) it is `request()`, with
 * one progress report at the end. Same errors and 401 handling as `request()`.
 */
export async function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal, contract } = options;
  if (!onProgress || typeof XMLHttpRequest === 'undefined') {
    const result = await request<T>(path, { method, body, signal, contract });
    onProgress?.({ loaded: 1, total: 1, fraction: 1 });
    return result;
  }
  const token = getToken();
  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress({ loaded: event.loaded, total: event.total, fraction: event.loaded / event.total });
    };
    xhr.onload = () =>
      resolve(new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText }));
    xhr.onerror = () =>
      reject(new ApiError(0, 'The server could not be reached. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
  return handleResponse<T>(response, token, { method, path, contract });
}

/** A file the server sent: its content and the name from Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const filenameOf = (response: Response, fallback: string) => {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/** GET a file with the bearer token (CSV template, export): errors as `request()` throws them. */
export async function download(
  path: string,
  fallbackName: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<DownloadedFile> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
      headers,
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) await handleResponse(response, token);
  return { blob: await response.blob(), filename: filenameOf(response, fallbackName) };
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveDownloadedFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
