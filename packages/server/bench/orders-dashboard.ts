/**
 * Orders and dashboard on PostgreSQL (issue 11):
 *  1. GET /api/manufacturer/dashboard at 10,000 and at 1,000,000 orders: p50/p99 and the ratio;
 *  2. POST /api/orders of 10 items then PATCH accept: throughput and p99;
 *  3. the plan of the orders list page at 1,000,000 orders.
 * GET /api/orders against its bare twin is a call of `pnpm bench:api` (packages/server/bench/api/calls.ts). The server
 * and autocannon run as separate processes. Orders beyond the demo trade are bulk-loaded by
 * packages/server/bench/orders-data.ts. Writes the subsection "### Dashboard and order writes" of docs/performance/orders.md
 * (only that subsection). Ports from BENCH_PORT_BASE when set.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server exec tsx packages/server/bench/orders-dashboard.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { orderListSql } from './order-statements';
import { demoManufacturerId, growOrders } from './orders-data';
import {
  bin,
  createBenchDatabase,
  freePort,
  machineInfo,
  REPO_ROOT,
  SERVER_DIR,
  startProcess,
  stopProcess,
  waitFor200,
} from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BIG = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DEMO = { email: 'demo@apparel.local', password: 'Demo@1234' };

type Load = { rps: number; p50: number; p99: number; failed: number };

const load = async (url: string, headers: string[]): Promise<Load> => {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const header of headers) args.push('-H', header);
  const { stdout } = await promisify(execFile)(bin('autocannon'), [...args, url], {
    maxBuffer: 16 * 2 ** 20,
  });
  const r = JSON.parse(stdout);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors };
};

const explainList = async (pool: pg.Pool, manufacturerId: number) => {
  const { page } = orderListSql(manufacturerId, {});
  const { rows } = await pool.query(`explain analyze ${page.sql}`, page.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
};

const SUBSECTION = '### Dashboard and order writes';

/** Replaces this benchmark's subsection of docs/performance/orders.md (up to the next heading of any level). */
const writeSection = async (section: string) => {
  const path = join(REPO_ROOT, 'docs/performance/orders.md');
  const current = await readFile(path, 'utf8');
  const start = current.indexOf(`${SUBSECTION}\n`);
  if (start === -1) throw new Error(`docs/performance/orders.md has no "${SUBSECTION}"`);
  const next = current.slice(start + SUBSECTION.length).search(/\n#{2,3} /);
  const rest = next === -1 ? '' : current.slice(start + SUBSECTION.length + next + 1);
  return writeFile(path, `${current.slice(0, start)}${section.trimEnd()}\n\n${rest}`);
};

/** Creates orders of 10 items and accepts each, from `workers` concurrent loops, for `seconds`. */
const createAndAccept = async (
  origin: string,
  token: string,
  body: object,
  workers: number,
  seconds: number,
) => {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const creates: number[] = [];
  const accepts: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        let t = performance.now();
        const created = await fetch(`${origin}/api/orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        creates.push(performance.now() - t);
        if (created.status !== 201) {
          failed += 1;
          continue;
        }
        const { id } = (await created.json()) as { id: number };
        t = performance.now();
        const accepted = await fetch(`${origin}/api/orders/${id}/status`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ status: 'ACCEPTED' }),
        });
        accepts.push(performance.now() - t);
        if (accepted.status !== 200) failed += 1;
      }
    }),
  );
  const pct = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length * p)] ?? 0;
  return {
    createsPerSecond: creates.length / seconds,
    acceptsPerSecond: accepts.length / seconds,
    createP50: pct(creates, 0.5),
    createP99: pct(creates, 0.99),
    acceptP50: pct(accepts, 0.5),
    acceptP99: pct(accepts, 0.99),
    failed,
  };
};

const main = async () => {
  const database = await createBenchDatabase();
  const { databaseUrl } = database;
  const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-orders-'));
  const port = await freePort();
  const server = startProcess(bin('tsx'), ['src/main.ts'], SERVER_DIR, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    PORT: String(port),
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor200(`${origin}/api/health`, performance.now(), 300_000);
    const login = await fetch(`${origin}/api/auth/pass-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: DEMO.email, password: DEMO.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = [`authorization=Bearer ${token}`];
    const m = await demoManufacturerId(pool);
    const loadAverage = loadavg()[0] ?? 0;

    const small = await growOrders(pool, m, 10_000);
    const dashboardSmall = await load(`${origin}/api/manufacturer/dashboard`, auth);
    const loadSeconds = await growOrders(pool, m, BIG);
    const dashboardBig = await load(`${origin}/api/manufacturer/dashboard`, auth);
    const plan = await explainList(pool, m);

    // Ten lines of the demo catalogue (its products offer sizes and colors).
    const detail = (await (
      await fetch(`${origin}/api/products?active=true&pageSize=10`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { products: { id: number }[] };
    const items = [];
    for (const { id } of detail.products.slice(0, 5)) {
      const product = (await (
        await fetch(`${origin}/api/products/${id}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        productSizes: { sizeId: number }[];
        productColors: { colorId: number }[];
      };
      for (const i of [0, 1])
        items.push({
          productId: id,
          quantity: 1,
          sizeId: product.productSizes[i]?.sizeId,
          colorId: product.productColors[0]?.colorId,
        });
    }
    const links = (await (
      await fetch(`${origin}/api/manufacturer/retailers`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status: string; retailer: { id: number } }[];
    const retailerId = links.find((l) => l.status === 'ACCEPTED')?.retailer.id;
    const writes = await createAndAccept(origin, token, { retailerId, items }, CONNECTIONS, SECONDS);

    const ms = (n: number) => n.toFixed(1);
    const section = [
      SUBSECTION,
      '',
      `Measured by \`bench/orders-dashboard.ts\` on ${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${machineInfo()}, ` +
        `load average ${loadAverage.toFixed(1)} at the start; autocannon ${CONNECTIONS} connections x ${SECONDS} s per row, ` +
        "in its own process. The machine is shared with other engineers' builds and tests, so absolute numbers are noisy.",
      '',
      '| measurement | req/s | p50 ms | p99 ms | non-2xx |',
      '|---|---|---|---|---|',
      `| GET /manufacturer/dashboard, 10,000 orders | ${dashboardSmall.rps.toFixed(0)} | ${ms(dashboardSmall.p50)} | ${ms(dashboardSmall.p99)} | ${dashboardSmall.failed} |`,
      `| GET /manufacturer/dashboard, ${BIG.toLocaleString('en')} orders | ${dashboardBig.rps.toFixed(0)} | ${ms(dashboardBig.p50)} | ${ms(dashboardBig.p99)} | ${dashboardBig.failed} |`,
      '',
      `- Dashboard p99 at ${BIG.toLocaleString('en')} / at 10,000 orders: **${(dashboardBig.p99 / dashboardSmall.p99).toFixed(2)}x** (goal: at most 2x). ` +
        'Every order figure reads the rollup tables (`order_status_totals`, `monthly_sales`, `product_sales`, `size_sales`, ' +
        '`retailer_sales`) that each order change updates in its own transaction, so the work does not grow with the orders.',
      `- POST /orders (10 items) then PATCH accept, ${CONNECTIONS} concurrent loops for ${SECONDS} s: ` +
        `${writes.createsPerSecond.toFixed(1)} creates/s (p50 ${ms(writes.createP50)} ms, p99 ${ms(writes.createP99)} ms), ` +
        `${writes.acceptsPerSecond.toFixed(1)} accepts/s (p50 ${ms(writes.acceptP50)} ms, p99 ${ms(writes.acceptP99)} ms), ${writes.failed} failed.`,
      `- Loading the orders (\`bench/orders-data.ts\`: SQL insert-select, then \`rebuildRollups\`) took ${loadSeconds.toFixed(0)} s; 10,000-order setup ${small.toFixed(0)} s.`,
      '',
      'The page query and its plan (`orders_list_idx` serves the order and the limit; no sort of the million rows):',
      '',
      '```',
      plan,
      '```',
    ].join('\n');
    await writeSection(section);
    process.stdout.write(`${section}\n`);
  } finally {
    await pool.end();
    await stopProcess(server);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
