import {
  type Endpoint,
  type EndpointAnswer,
  type PathParams,
  pathOf,
  type SchemaInput,
  type SchemaOutput,
} from '@apparel/contracts';
import {
  type DownloadedFile,
  download,
  type RequestOptions,
  request,
  type UploadOptions,
  upload,
} from './http';

type Query = NonNullable<RequestOptions['query']>;

/** `params` when the path has parameters (`/orders/:id` takes `{ id }`), none otherwise. */
type ParamsInput<E extends Endpoint> = [PathParams<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<E['path']>, string | number> };

/** A JSON body as either side of its schema reads it; a multipart or binary endpoint takes its FormData or Blob. */
type BodyInput<E extends Endpoint> = undefined extends E['body']
  ? E['method'] extends 'GET' | 'DELETE'
    ? { body?: undefined }
    : { body?: FormData | Blob }
  : { body: SchemaInput<E['body']> | SchemaOutput<E['body']> };

/** An idempotent endpoint's call may carry its submit's key (`submitKeys`); no other call takes one. */
type KeyInput<E extends Endpoint> = E extends { idempotent: true }
  ? { idempotencyKey?: string }
  : { idempotencyKey?: undefined };

/** What a call sends: the path's parameters, the query string, the body, and a signal to abort it. */
export type CallInput<E extends Endpoint> = ParamsInput<E> &
  BodyInput<E> &
  KeyInput<E> & { query?: Query; signal?: AbortSignal };

/** Input-free endpoints may be called with nothing at all. */
type Args<E extends Endpoint> = [PathParams<E['path']>] extends [never]
  ? undefined extends E['body']
    ? [input?: CallInput<E>]
    : [input: CallInput<E>]
  : [input: CallInput<E>];

/**
 * The one way the browser calls the API: the endpoint's entry builds the path, and its response schema
 * checks the answer in dev and test builds. `call(orderEndpoints.read, { params: { id: 12 } })`.
 */
export const call = <E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<EndpointAnswer<E>> => {
  const { params, query, body, signal, idempotencyKey } = (input ?? {}) as CallInput<Endpoint> & {
    params?: Record<string, string | number>;
    body?: unknown;
    idempotencyKey?: string;
  };
  return request<EndpointAnswer<E>>(pathOf(endpoint, params), {
    method: endpoint.method,
    query,
    body,
    signal,
    contract: endpoint.response,
    idempotencyKey,
  });
};

/** A multipart endpoint's call that reports the upload's progress (XMLHttpRequest where there is one). */
export const callWithProgress = <E extends Endpoint & { method: 'POST' | 'PUT' }>(
  endpoint: E,
  input: ParamsInput<E> & { body: FormData } & Pick<UploadOptions, 'onProgress' | 'signal'>,
): Promise<EndpointAnswer<E>> => {
  const { params, body, onProgress, signal } = input as typeof input & {
    params?: Record<string, string | number>;
  };
  return upload<EndpointAnswer<E>>(pathOf(endpoint, params), body, {
    method: endpoint.method,
    onProgress,
    signal,
    contract: endpoint.response,
  });
};

/** A file endpoint's download (CSV, PDF, JSON file), named by the server's Content-Disposition or `fallbackName`. */
export const downloadFrom = <E extends Endpoint & { method: 'GET'; file: true }>(
  endpoint: E,
  fallbackName: string,
  input: ParamsInput<E> & { query?: Query; signal?: AbortSignal } = {} as never,
): Promise<DownloadedFile> => {
  const { params, query, signal } = input as typeof input & { params?: Record<string, string | number> };
  return download(pathOf(endpoint, params), fallbackName, { query, signal });
};
