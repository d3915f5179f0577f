/**
 * The buyer's view of a line sheet next to the products list page of the same 24 products, in one run
 * (product.md §17 "fast"): the real server on PostgreSQL with the demo data, a sheet of the list's
 * first 24 products (each with its picture), shared 24 times with one linked retailer; rounds alternate
 * the two calls (view, list, list, view, ...) so both see the same machine. The view is read live and
 * records each open, so its calls take the 24 links in turn (no one share row takes every write).
 * Prints p50, p99 and req/s per call (median of the rounds) and the p99 ratio.
 * Run (from the repository root): DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/line-sheet-view.ts
 * Settings: BENCH_CONNECTIONS (10), BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_RUNNER (tsx | compiled).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type LoadResult, load, loadPaths } from './api/load';
import { createBenchDatabase, machineInfo, median, startApiServer } from './support';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RUNNER = (process.env.BENCH_RUNNER as 'compiled' | 'tsx' | undefined) ?? 'tsx';
const PRODUCTS = 24;

const database = await createBenchDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-line-sheets-'));
const server = await startApiServer({
  databaseUrl: database.databaseUrl,
  dataDir,
  runner: RUNNER,
  env: {
    DEMO_DATA: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    LINE_SHEET_CALLS_PER_MINUTE: '1000000',
  },
});

const json = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
  const response = await fetch(`${server.origin}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

try {
  const { token } = await json<{ token: string }>('/api/auth/pass-login', {
    method: 'POST',
    body: JSON.stringify({ identifier: 'demo@apparel.local', password: 'Demo@1234' }),
  });
  const listPath = `/api/products?page=1&pageSize=${PRODUCTS}`;
  const page = await json<{ products: { id: number }[] }>(listPath, { token });
  const productIds = page.products.map((product: { id: number }) => product.id);
  if (productIds.length !== PRODUCTS) throw new Error(`the demo data has ${productIds.length} products`);

  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
  const { rows } = await pool.query(
    `select k.retailer_id from retailer_links k join users u on u.manufacturer_id = k.manufacturer_id
     where u.email = 'demo@apparel.local' and k.status = 'ACCEPTED' order by k.retailer_id limit 1`,
  );
  await pool.end();
  const retailerId = rows[0]?.retailer_id;
  if (!retailerId) throw new Error('the demo manufacturer has no accepted retailer');

  const sheet = await json<{ id: number }>('/api/line-sheets', {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Bench 24', productIds, stockDisplay: 'bands' }),
  });
  const { shares } = await json<{ shares: { token: string }[] }>(`/api/line-sheets/${sheet.id}/shares`, {
    method: 'POST',
    token,
    body: JSON.stringify({ retailerIds: Array.from({ length: PRODUCTS }, () => retailerId) }),
  });
  // One link per retailer per call: the 24 links are 24 share calls' worth.
  const tokens: string[] = [shares[0]?.token as string];
  while (tokens.length < PRODUCTS) {
    const more = await json<{ shares: { token: string }[] }>(`/api/line-sheets/${sheet.id}/shares`, {
      method: 'POST',
      token,
      body: JSON.stringify({ retailerIds: [retailerId] }),
    });
    tokens.push(more.shares[0]?.token as string);
  }
  const viewPaths = tokens.map((t) => `/api/public/line-sheets/${t}`);
  // The first open makes the thumbnails; measured opens read them.
  const first = await json<{ products: { images: { thumbUrl: string }[] }[] }>(viewPaths[0] as string);
  const thumbs = first.products.flatMap((p: { images: { thumbUrl: string }[] }) => p.images);
  const thumbStatuses: number[] = [];
  const thumbBytes = await Promise.all(
    thumbs.map(async (image: { thumbUrl: string }) => {
      const answer = await fetch(`${server.origin}${image.thumbUrl}`);
      thumbStatuses.push(answer.status);
      return (await answer.arrayBuffer()).byteLength;
    }),
  );

  const single: number[] = [];
  for (const path of viewPaths.slice(0, 5)) {
    const started = performance.now();
    const answer = await fetch(`${server.origin}${path}`);
    await answer.arrayBuffer();
    single.push(Math.round(performance.now() - started));
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  }
  console.log(
    `single opens (ms): ${single.join(', ')}; thumb statuses: ${[...new Set(thumbStatuses)].join(', ')}`,
  );
  const view = () =>
    loadPaths({
      origin: server.origin,
      paths: viewPaths,
      method: 'GET',
      headers: {},
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
  const list = () =>
    load({
      url: `${server.origin}${listPath}`,
      method: 'GET',
      headers: [`authorization=Bearer ${token}`],
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
  await view();
  await list();
  const results: { view: LoadResult[]; list: LoadResult[] } = { view: [], list: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['view', 'list'] as const) : (['list', 'view'] as const);
    for (const name of order) results[name].push(await (name === 'view' ? view() : list()));
  }
  const summary = (runs: LoadResult[]) => ({
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    rps: median(runs.map((r) => r.requestsPerSecond)),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
  });
  const v = summary(results.view);
  const l = summary(results.list);
  console.log(machineInfo());
  console.log(`runner ${RUNNER}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`);
  console.log('| call | p50 ms | p99 ms | req/s | failed |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| GET /api/public/line-sheets/{token} (24 products) | ${v.p50} | ${v.p99} | ${Math.round(v.rps)} | ${v.failed} |`,
  );
  console.log(`| GET ${listPath} | ${l.p50} | ${l.p99} | ${Math.round(l.rps)} | ${l.failed} |`);
  console.log(`p99 ratio view / list: ${(v.p99 / l.p99).toFixed(2)}`);
  console.log(
    `thumbnails: ${thumbBytes.length}, total ${Math.round(thumbBytes.reduce((a: number, b: number) => a + b, 0) / 1024)} KB, largest ${Math.round(Math.max(...thumbBytes) / 1024)} KB`,
  );
} finally {
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
