/**
 * Dispatch and invoices on PostgreSQL (issue 19), against the real API server (tsx packages/server/src/main.ts):
 *  1. a 50-line order: PATCH accept, then POST a dispatch of every line (consignment + tax invoice in
 *     one transaction) on the same order; p50/p99 of each and the ratio (goal: dispatch p99 <= 1.5x accept);
 *  2. GET /invoices/{id}/pdf of a 50-line invoice on first download (render with pdfkit + store) and
 *     when stored (goal: under 300 ms).
 * The invoice list at 100,000 invoices against its bare twin is a call of `pnpm bench:api`.
 * Writes the subsection "### Dispatch, invoices and PDFs" of docs/performance/orders.md (only that one).
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server exec tsx packages/server/bench/dispatch-invoice.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { addDefaultVariants } from '../src/modules/catalogue/default-variants';
import { machineInfo, REPO_ROOT, startBenchServer } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;
const LINES = 50;
const PDFS = Number(process.env.BENCH_PDFS ?? 40);
const DEMO = { identifier: 'demo@apparel.local', password: 'Demo@1234' };
const SUBSECTION = '### Dispatch, invoices and PDFs';

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => value.toFixed(1);

/** Replaces this benchmark's subsection of docs/performance/orders.md (up to the next heading). */
const writeSection = async (section: string) => {
  const path = join(REPO_ROOT, 'docs/performance/orders.md');
  const current = await readFile(path, 'utf8');
  const start = current.indexOf(`${SUBSECTION}\n`);
  if (start === -1) throw new Error(`docs/performance/orders.md has no "${SUBSECTION}"`);
  const next = current.slice(start + SUBSECTION.length).search(/\n#{2,3} /);
  const rest = next === -1 ? '' : current.slice(start + SUBSECTION.length + next + 1);
  return writeFile(path, `${current.slice(0, start)}${section.trimEnd()}\n\n${rest}`);
};

/** 50 products of the demo manufacturer in a demo category (its default HSN), stock for every round. */
const benchProducts = async (pool: pg.Pool): Promise<number[]> => {
  const { rows } = await pool.query(`
    insert into products (manufacturer_id, sku, name, admin_name, price, mrp, stock_qty, description, status, category_id)
    select u.manufacturer_id, 'DISPATCH-' || g, 'Bench Tee ' || g, 'Bench Tee ' || g, 500 + g * 60, 9999, 1000000,
      'Benchmark product', 'Active', (select id from categories c where c.manufacturer_id = u.manufacturer_id order by id limit 1)
    from generate_series(1, ${LINES}) g, users u where u.email = '${DEMO.identifier}'
    returning id`);
  const ids = rows.map((row) => Number(row.id));
  // Their one size x colour cell each, holding the stock (as migration 0012 gives existing products).
  await addDefaultVariants(drizzle({ client: pool }), ids);
  return ids;
};

const main = async () => {
  const bench = await startBenchServer({ name: 'dispatch', demoData: true });
  const pool = new pg.Pool({ connectionString: bench.databaseUrl, max: 2 });
  try {
    const login = await fetch(`${bench.origin}/api/auth/pass-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: unknown) => {
      const t = performance.now();
      const response = await fetch(`${bench.origin}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const elapsed = performance.now() - t;
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${bytes.toString()}`);
      return { elapsed, bytes };
    };
    const productIds = await benchProducts(pool);
    const retailers = JSON.parse((await call('GET', '/manufacturer/retailers')).bytes.toString()) as {
      status: string;
      retailer: { id: number };
    }[];
    const retailerId = retailers.find((link) => link.status === 'ACCEPTED')?.retailer.id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const order = {
      retailerId,
      items: productIds.map((productId, i) => ({ productId, quantity: 1 + (i % 5) })),
    };

    const accepts: number[] = [];
    const dispatches: number[] = [];
    const invoiceIds: number[] = [];
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const created = JSON.parse((await call('POST', '/orders', order)).bytes.toString()) as {
        id: number;
        items: { id: number; quantity: number }[];
      };
      const accept = await call('PATCH', `/orders/${created.id}/status`, { status: 'ACCEPTED' });
      const dispatch = await call('POST', `/orders/${created.id}/dispatches`, {
        date: today,
        transporter: 'VRL Logistics',
        lrNumber: `LR-${round}`,
        vehicleNumber: 'MH01AB1234',
        lines: created.items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
      });
      if (round < WARMUP) continue;
      accepts.push(accept.elapsed);
      dispatches.push(dispatch.elapsed);
      invoiceIds.push((JSON.parse(dispatch.bytes.toString()) as { invoice: { id: number } }).invoice.id);
    }

    const firstPdf: number[] = [];
    const storedPdf: number[] = [];
    for (const id of invoiceIds.slice(0, PDFS))
      firstPdf.push((await call('GET', `/invoices/${id}/pdf`)).elapsed);
    for (const id of invoiceIds.slice(0, PDFS))
      storedPdf.push((await call('GET', `/invoices/${id}/pdf`)).elapsed);
    const pdfBytes = (await call('GET', `/invoices/${invoiceIds[0]}/pdf`)).bytes.length;

    const ratio = pct(dispatches, 0.99) / pct(accepts, 0.99);
    const section = [
      SUBSECTION,
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machineInfo()}, load average ${loadavg()[0]?.toFixed(1)}, PostgreSQL, the real server (\`tsx packages/server/src/main.ts\`), one client in sequence; \`packages/server/bench/dispatch-invoice.ts\`. ${ROUNDS} rounds after ${WARMUP} warm-up rounds: a ${LINES}-line order is created, accepted (timed), then every line dispatched (timed) on the same order.`,
      '',
      '| call | p50 ms | p99 ms |',
      '|---|---|---|',
      `| PATCH /orders/{id}/status ACCEPTED (${LINES} lines: stock taken from their cells, rollups, history) | ${ms(pct(accepts, 0.5))} | ${ms(pct(accepts, 0.99))} |`,
      `| POST /orders/{id}/dispatches (${LINES} lines: consignment, tax invoice numbered and stored, status, rollups, history, the invoice answered) | ${ms(pct(dispatches, 0.5))} | ${ms(pct(dispatches, 0.99))} |`,
      `| GET /invoices/{id}/pdf, first download (${LINES} lines: pdfkit render + store), ${PDFS} invoices | ${ms(pct(firstPdf, 0.5))} | ${ms(pct(firstPdf, 0.99))} |`,
      `| GET /invoices/{id}/pdf, stored | ${ms(pct(storedPdf, 0.5))} | ${ms(pct(storedPdf, 0.99))} |`,
      '',
      `- Dispatch p99 / accept p99 on the same orders: **${ratio.toFixed(2)}x** (goal: at most 1.5x).`,
      `- The ${LINES}-line invoice PDF: p99 **${ms(pct(firstPdf, 0.99))} ms** on first download (goal: under 300 ms), ${(pdfBytes / 1024).toFixed(0)} KB (DejaVu Sans subset embedded).`,
    ].join('\n');
    await writeSection(section);
    process.stdout.write(`${section}\n`);
  } finally {
    await pool.end();
    await bench.stop();
  }
};

await main();
