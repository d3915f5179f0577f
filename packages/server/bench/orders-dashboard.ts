/**
 * Orders and dashboard on PostgreSQL (issue 11):
 *  1. GET /api/manufacturer/dashboard at 10,000 and at 1,000,000 orders: p50/p99 and the ratio;
 *  2. GET /api/orders page 1 at 1,000,000 orders next to a bare Fastify + pg route running the same SQL;
 *  3. POST /api/orders of 10 items then PATCH accept: throughput and p99.
 * The server, the bare route and autocannon run as separate processes. Orders beyond the demo trade are
 * bulk-loaded with SQL and the rollups rebuilt (`rebuildRollups`), as a year of trade would leave them.
 * Writes the section "## Orders and dashboard" of docs/performance.md (only that section).
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server exec tsx bench/orders-dashboard.ts
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { rebuildRollups } from '../src/modules/orders/order-rollups';
import {
  ADMIN_DATABASE_URL,
  bin,
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
const SERVER_PORT = 8600;
const BARE_PORT = 8601;
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

/** Adds orders (one to three lines each, every status, over a year) up to `target` for the manufacturer. */
const growOrders = async (databaseUrl: string, manufacturerId: number, target: number) => {
  const connection = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
  const { db } = connection;
  const started = performance.now();
  const { rows } = (await db.execute(
    sql`select count(*)::int as count from orders where manufacturer_id = ${manufacturerId}`,
  )) as unknown as { rows: { count: number }[] };
  const missing = target - (rows[0]?.count ?? 0);
  if (missing > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into orders (manufacturer_id, retailer_id, status, total_amount, created_at, accepted_at, decided_at)
        select ${manufacturerId}, r.retailer_id,
          (array['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'REJECTED', 'PENDING'])[1 + g % 5],
          0, now() - (g % 525600) * interval '1 minute',
          case when g % 5 < 3 then now() - (g % 525600) * interval '1 minute' + interval '90 minutes' end,
          case when g % 5 < 4 then now() - (g % 525600) * interval '1 minute' + interval '90 minutes' end
        from generate_series(1, ${missing}) g
        cross join lateral (select l.retailer_id from retailer_links l
          where l.manufacturer_id = ${manufacturerId} and l.status = 'ACCEPTED'
          order by l.retailer_id offset (g % 6) limit 1) r`);
      await tx.execute(sql`
        insert into order_items (order_id, product_id, product_name, quantity, price, discount, choices)
        select o.id, p.id, p.name, 1 + o.id % 20, p.price, 0, '{}'::jsonb
        from orders o cross join lateral (select id, name, price from products
          where manufacturer_id = ${manufacturerId} order by id offset (o.id % 5) limit 1) p
        where o.manufacturer_id = ${manufacturerId} and o.total_amount = 0`);
      await tx.execute(sql`
        update orders o set total_amount = t.total
        from (select i.order_id, sum(i.price * i.quantity) as total from order_items i
              join orders x on x.id = i.order_id where x.manufacturer_id = ${manufacturerId} and x.total_amount = 0
              group by i.order_id) t
        where t.order_id = o.id`);
      await rebuildRollups(tx, manufacturerId);
    });
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze order_items`);
  }
  await connection.close();
  return (performance.now() - started) / 1000;
};

const explainList = async (databaseUrl: string, manufacturerId: number) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `explain analyze select o.id, o.status, o.total_amount, o.created_at, r.id, r.name from orders o
     left join retailers r on r.id = o.retailer_id where o.manufacturer_id = $1
     order by o.created_at desc, o.id desc limit 21 offset 0`,
    [manufacturerId],
  );
  await client.end();
  return rows.map((r) => r['QUERY PLAN']).join('\n');
};

const writeSection = async (section: string) => {
  const path = join(REPO_ROOT, 'docs/performance.md');
  const current = await readFile(path, 'utf8').catch(() => '# Performance\n');
  const heading = '## Orders and dashboard';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) return writeFile(path, `${current.trimEnd()}\n\n${section.trimEnd()}\n`);
  const next = current.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : `\n${current.slice(next + 1)}`;
  return writeFile(path, `${current.slice(0, start)}${section.trimEnd()}\n${rest}`);
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
  const databaseName = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${databaseName}` }).toString();
  const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-orders-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
  };
  const server = startProcess(bin('tsx'), ['src/main.ts'], SERVER_DIR, { ...env, PORT: String(SERVER_PORT) });
  const bare = startProcess(bin('tsx'), ['bench/orders-bare-server.ts'], SERVER_DIR, {
    DATABASE_URL: databaseUrl,
    PORT: String(BARE_PORT),
  });
  try {
    const origin = `http://127.0.0.1:${SERVER_PORT}`;
    await waitFor200(`${origin}/api/health`, performance.now(), 300_000);
    await waitFor200(`http://127.0.0.1:${BARE_PORT}/health`, performance.now());
    const login = await fetch(`${origin}/api/auth/pass-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: DEMO.email, password: DEMO.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = [`authorization=Bearer ${token}`];
    const probe = new pg.Client({ connectionString: databaseUrl });
    await probe.connect();
    const m = (await probe.query(`select manufacturer_id from users where email = $1`, [DEMO.email])).rows[0]
      .manufacturer_id as number;
    await probe.end();

    const small = await growOrders(databaseUrl, m, 10_000);
    const dashboardSmall = await load(`${origin}/api/manufacturer/dashboard`, auth);
    const loadSeconds = await growOrders(databaseUrl, m, BIG);
    const dashboardBig = await load(`${origin}/api/manufacturer/dashboard`, auth);
    const listServer = await load(`${origin}/api/orders`, auth);
    const listBare = await load(`http://127.0.0.1:${BARE_PORT}/orders?m=${m}`, []);
    const plan = await explainList(databaseUrl, m);

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
      '## Orders and dashboard',
      '',
      `Measured by \`bench/orders-dashboard.ts\` on ${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${machineInfo()}; ` +
        `autocannon ${CONNECTIONS} connections x ${SECONDS} s per row, in its own process. The machine is shared with ` +
        "other engineers' builds and tests, so absolute numbers are noisy; the ratios compare runs made minutes apart.",
      '',
      '| measurement | req/s | p50 ms | p99 ms | non-2xx |',
      '|---|---|---|---|---|',
      `| GET /manufacturer/dashboard, 10,000 orders | ${dashboardSmall.rps.toFixed(0)} | ${ms(dashboardSmall.p50)} | ${ms(dashboardSmall.p99)} | ${dashboardSmall.failed} |`,
      `| GET /manufacturer/dashboard, ${BIG.toLocaleString('en')} orders | ${dashboardBig.rps.toFixed(0)} | ${ms(dashboardBig.p50)} | ${ms(dashboardBig.p99)} | ${dashboardBig.failed} |`,
      `| GET /orders page 1, ${BIG.toLocaleString('en')} orders (API server) | ${listServer.rps.toFixed(0)} | ${ms(listServer.p50)} | ${ms(listServer.p99)} | ${listServer.failed} |`,
      `| same SQL, bare Fastify + pg (baseline) | ${listBare.rps.toFixed(0)} | ${ms(listBare.p50)} | ${ms(listBare.p99)} | ${listBare.failed} |`,
      '',
      `- Dashboard p99 at ${BIG.toLocaleString('en')} / at 10,000 orders: **${(dashboardBig.p99 / dashboardSmall.p99).toFixed(2)}x** (goal: at most 2x). ` +
        'Every order figure reads the rollup tables (`order_status_totals`, `monthly_sales`, `product_sales`, `size_sales`, ' +
        '`retailer_sales`) that each order change updates in its own transaction, so the work does not grow with the orders.',
      `- Orders page 1 p99, API server / bare route: **${(listServer.p99 / listBare.p99).toFixed(2)}x** (goal: at most 1.3x); p50 ${(listServer.p50 / listBare.p50).toFixed(2)}x.`,
      `- POST /orders (10 items) then PATCH accept, ${CONNECTIONS} concurrent loops for ${SECONDS} s: ` +
        `${writes.createsPerSecond.toFixed(1)} creates/s (p50 ${ms(writes.createP50)} ms, p99 ${ms(writes.createP99)} ms), ` +
        `${writes.acceptsPerSecond.toFixed(1)} accepts/s (p50 ${ms(writes.acceptP50)} ms, p99 ${ms(writes.acceptP99)} ms), ${writes.failed} failed.`,
      `- Loading the orders (SQL insert-select, then \`rebuildRollups\`) took ${loadSeconds.toFixed(0)} s; 10,000-order setup ${small.toFixed(0)} s.`,
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
    await stopProcess(server);
    await stopProcess(bare);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
