/** One autocannon run in its own process, so the load generator never shares an event loop with a server. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { bin } from '../support';

export type LoadOptions = {
  url: string;
  method: 'GET' | 'POST' | 'PATCH';
  body?: object;
  headers: string[];
  connections: number;
  seconds: number;
};

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; failed: number };

export const load = async ({ url, method, body, headers, connections, seconds }: LoadOptions) => {
  const args = ['-c', String(connections), '-d', String(seconds), '-j', '-m', method];
  if (body) args.push('-b', JSON.stringify(body), '-H', 'content-type=application/json');
  for (const header of headers) args.push('-H', header);
  const { stdout } = await promisify(execFile)(bin('autocannon'), [...args, url], {
    maxBuffer: 16 * 2 ** 20,
  });
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  } satisfies LoadResult;
};

/** One autocannon run taking each path of `paths` once in turn (calls such as accept, which change what they name). */
export const loadPaths = async ({
  origin,
  paths,
  method,
  body,
  headers,
  connections,
  seconds,
}: Omit<LoadOptions, 'url' | 'headers'> & {
  origin: string;
  paths: string[];
  headers: Record<string, string>;
}) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      new URL('./load-paths.mjs', import.meta.url).pathname,
      JSON.stringify({ origin, paths, method, body, headers, connections, seconds }),
    ],
    { maxBuffer: 64 * 2 ** 20 },
  );
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  } satisfies LoadResult;
};
