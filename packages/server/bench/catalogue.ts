/**
 * The catalogue's numbers, in one run (issue 9 "Speed"):
 * 1. CSV import of 100,000 rows through POST /api/manufacturer/bulk-upload on PostgreSQL, next to
 *    COPY of the same rows into the same table (server-side COPY FROM a file), with the ratio; the
 *    server's peak RSS during a 10,000-row and the 100,000-row import (flat memory = the same peak).
 * 2. EXPLAIN ANALYZE of the products list's statements (page 1 and `q` searches) at 100,000 products.
 *    Their latency next to a bare Fastify + pg twin doing the same token, session and SQL work is measured
 *    by `pnpm bench:api` (BENCH_CALLS=/api/products), which alternates the two in rounds.
 * 3. The same 100,000-row import on PGlite (the embedded default).
 * Writes the section "## Catalogue" of docs/performance/catalogue.md (only that section; a run of other than
 * 100,000 rows prints it instead). Each row has 4 colours x 5 sizes = 20 cells with their stock
 * (issue 18); the COPY baseline copies the products and then their cells.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server bench:catalogue
 * Ports: 8400-8449 (BENCH_PORT_BASE). BENCH_RUNNER: `compiled` (the default: builds dist first and runs
 * what `pnpm start` runs) or `tsx` (the sources; each import's reading worker then compiles its
 * TypeScript when it starts, 6.9-8.7 s at load 10, which the figures before 2026-11-27 include).
 */
import { execFile, execFileSync } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Agent, FormData, fetch } from 'undici';
import {
  type BenchCatalogue,
  CELLS_PER_ROW,
  COPY_SQL,
  createBenchManufacturer,
  VARIANT_COPY_SQL,
  writeCopyCsv,
  writeImportCsv,
  writeVariantCopyCsv,
} from './catalogue-data';
import { productListSql } from './catalogue-statements';
import type { Statement } from './search-statements';
import {
  ADMIN_DATABASE_URL,
  machineInfo,
  REPO_ROOT,
  SERVER_DIR,
  startBenchServer,
  startProcess,
  stopProcess,
  waitFor200,
} from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SMALL_ROWS = ROWS / 10;
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8400);
const RUNNER = (process.env.BENCH_RUNNER as 'compiled' | 'tsx' | undefined) ?? 'compiled';
/** How each server of this bench starts (node's arguments from packages/server). */
const SERVER_ENTRY = RUNNER === 'compiled' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
const SERVER_LABEL =
  RUNNER === 'compiled' ? '`node dist/main.js`, built first: what `pnpm start` runs' : '`tsx src/main.ts`';

/** Resident memory (KiB) of a process and its descendants (tsx runs the server in a child node process). */
const treeRssKb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  let max = own;
  for (const child of children.trim().split(/\s+/).filter(Boolean))
    max = Math.max(max, await treeRssKb(Number(child)));
  return max;
};

/** Samples the server's RSS every 50 ms while `work` runs: before, and the peak. */
const withRss = async <T>(pid: number, work: () => Promise<T>) => {
  const before = await treeRssKb(pid);
  let peak = before;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRssKb(pid));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const result = await work();
    return { result, beforeMb: before / 1024, peakMb: peak / 1024 };
  } finally {
    running = false;
    await sampler;
  }
};

type ImportAnswer = { success: number; failed: number; message: string };

/**
 * The import answers when its last row is written: on a loaded machine the embedded database's
 * 100,000-row import outlasts fetch's default 300 s wait for the answer's headers.
 */
const patientUpload = new Agent({ headersTimeout: 0, bodyTimeout: 0 });

/** Uploads a CSV file (streamed from disk) to the import; returns the answer and the wall time. */
const importFile = async (origin: string, token: string, path: string) => {
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'products.csv');
  const started = performance.now();
  const response = await fetch(`${origin}/api/manufacturer/bulk-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    dispatcher: patientUpload,
  });
  const answer = (await response.json()) as ImportAnswer;
  const ms = performance.now() - started;
  if (response.status !== 200 || answer.failed > 0)
    throw new Error(`import failed: ${JSON.stringify(answer).slice(0, 500)}`);
  return { answer, ms };
};

/** The server process tsx started (to sample its memory). */
const serverPid = async (port: number): Promise<number> => {
  const { stdout } = await promisify(execFile)('ss', ['-ltnpH', `sport = :${port}`]);
  const pid = Number(/pid=(\d+)/.exec(stdout)?.[1]);
  if (!pid) throw new Error(`no process listens on ${port}`);
  return pid;
};

const explain = async (pool: pg.Pool, statement: Statement) => {
  let best = { text: '', ms: Number.POSITIVE_INFINITY };
  for (let run = 0; run < 5; run += 1) {
    const { rows } = await pool.query(
      `explain (analyze, costs off, timing off) ${statement.sql}`,
      statement.params,
    );
    const text = rows.map((row) => row['QUERY PLAN'] as string).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]);
    if (ms < best.ms) best = { text: text.replace(/\n(Planning|Execution) Time.*/g, ''), ms };
  }
  return best;
};
const indexesOf = (plan: string) =>
  [
    ...new Set(
      [
        ...plan.matchAll(
          /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
        ),
      ].map((m) => `\`${m[1]}\``),
    ),
  ].join(' + ') || 'seq scan';

const writeSection = async (section: string) => {
  const path = join(REPO_ROOT, 'docs/performance/catalogue.md');
  const current = await readFile(path, 'utf8').catch(() => '# Performance\n');
  const heading = '## Catalogue';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    await writeFile(path, `${current.trimEnd()}\n\n${section.trimEnd()}\n`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : `\n${current.slice(next + 1)}`;
  await writeFile(path, `${current.slice(0, start)}${section.trimEnd()}\n${rest}`);
};

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const work = await mkdtemp(join(tmpdir(), 'apparel-bench-catalogue-'));
await chmod(work, 0o755); // the PostgreSQL server process reads the COPY file
const bigCsv = join(work, 'import-100k.csv');
const smallCsv = join(work, 'import-10k.csv');
const copyCsv = join(work, 'copy-100k.csv');
const variantCopyCsv = join(work, 'copy-cells-100k.csv');
const lines: string[] = [];
const processes: ReturnType<typeof startProcess>[] = [];

// ---- PostgreSQL ----
if (RUNNER === 'compiled')
  execFileSync(process.execPath, [join(SERVER_DIR, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const pgServer = await startBenchServer({ name: 'catalogue', demoData: false, runner: RUNNER });
const pool = new pg.Pool({ connectionString: pgServer.databaseUrl, max: 2 });
// The database is dropped with (force) at the end; an idle client losing its connection is expected.
pool.on('error', () => {});
let pgStopped = false;
try {
  const pid = await serverPid(Number(new URL(pgServer.origin).port));
  console.log('creating the benchmark manufacturers...');
  const copied = await createBenchManufacturer(pgServer.origin, 'copy');
  const imported = await createBenchManufacturer(pgServer.origin, 'import');
  const small = await createBenchManufacturer(pgServer.origin, 'small');
  await writeImportCsv(bigCsv, ROWS, 'BENCH');
  await writeImportCsv(smallCsv, SMALL_ROWS, 'SMALL');
  await writeCopyCsv(copyCsv, ROWS, 'BENCH', copied);
  for (const file of [bigCsv, smallCsv, copyCsv]) await chmod(file, 0o644);

  console.log(`COPY of ${ROWS} rows and their ${CELLS_PER_ROW} cells each...`);
  const copyStarted = performance.now();
  await pool.query(COPY_SQL(copyCsv));
  const productsCopyMs = performance.now() - copyStarted;
  // The cells' file needs the products' ids: written between the two COPYs, its time not counted.
  const [first] = (
    await pool.query('select min(id)::int as id from products where manufacturer_id = $1', [
      copied.manufacturerId,
    ])
  ).rows;
  await writeVariantCopyCsv(variantCopyCsv, ROWS, 'BENCH', copied, first.id);
  await chmod(variantCopyCsv, 0o644);
  const cellsStarted = performance.now();
  await pool.query(VARIANT_COPY_SQL(variantCopyCsv));
  const copyMs = productsCopyMs + (performance.now() - cellsStarted);
  console.log(`COPY ${ROWS}: ${copyMs.toFixed(0)} ms`);
  // The copied rows go again, so the import writes into the same table at the same size.
  await pool.query('delete from products where manufacturer_id = $1', [copied.manufacturerId]);
  await pool.query('vacuum analyze products');

  console.log(`import of ${SMALL_ROWS} rows...`);
  const smallRun = await withRss(pid, () => importFile(pgServer.origin, small.token, smallCsv));
  console.log(`import of ${ROWS} rows...`);
  const bigRun = await withRss(pid, () => importFile(pgServer.origin, imported.token, bigCsv));
  await pool.query('analyze');
  const ratio = bigRun.result.ms / copyMs;
  console.log(
    `import ${SMALL_ROWS}: ${smallRun.result.ms.toFixed(0)} ms, RSS ${smallRun.beforeMb.toFixed(0)} -> ${smallRun.peakMb.toFixed(0)} MB`,
  );
  console.log(
    `import ${ROWS}: ${bigRun.result.ms.toFixed(0)} ms, RSS ${bigRun.beforeMb.toFixed(0)} -> ${bigRun.peakMb.toFixed(0)} MB, ratio ${ratio.toFixed(2)}`,
  );

  // ---- the list's plans (its latency against a fair bare twin is measured by `pnpm bench:api`) ----
  const LISTS: { label: string; query: Record<string, string> }[] = [
    { label: `page 1 (20 newest of ${ROWS.toLocaleString('en')})`, query: {} },
    { label: '`q=linen kurta` (1 in 7 rows match)', query: { q: 'linen kurta' } },
    { label: '`q=bench-004217` (one SKU)', query: { q: 'bench-004217' } },
  ];
  const plans: string[] = [];
  for (const { label, query } of LISTS) {
    const statements = productListSql(pool, imported.manufacturerId, query);
    for (const [name, statement] of [
      ['page', statements.page],
      ['count', statements.count],
    ] as const) {
      const plan = await explain(pool, statement);
      const served = plan.text.includes('product_counts')
        ? 'the kept count (`product_counts`)'
        : indexesOf(plan.text);
      plans.push(`| ${label} | ${name} | ${served} | ${plan.ms.toFixed(1)} |`);
      console.log(plans.at(-1));
      if (name === 'page' || query.q === 'bench-004217')
        lines.push(`${label}, ${name}:`, '', '```', plan.text, '```', '');
    }
  }
  await pool.end();
  await pgServer.stop();
  pgStopped = true;

  // ---- PGlite ----
  console.log(`import of ${ROWS} rows on PGlite...`);
  const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-pglite-'));
  const pglitePort = PORT_BASE + 2;
  const pglite = startProcess(process.execPath, SERVER_ENTRY, SERVER_DIR, {
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    PORT: String(pglitePort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    // On a loaded machine the embedded import can approach the default 300 s upload timeout.
    UPLOAD_TIMEOUT: '900',
  });
  processes.push(pglite);
  const origin = `http://127.0.0.1:${pglitePort}`;
  await waitFor200(`${origin}/api/health`, performance.now());
  const embedded: BenchCatalogue = await createBenchManufacturer(origin, 'pglite');
  const pglitePid = await serverPid(pglitePort);
  const pgliteRun = await withRss(pglitePid, () => importFile(origin, embedded.token, bigCsv));
  console.log(
    `PGlite import ${ROWS}: ${pgliteRun.result.ms.toFixed(0)} ms, RSS ${pgliteRun.beforeMb.toFixed(0)} -> ${pgliteRun.peakMb.toFixed(0)} MB`,
  );
  await stopProcess(pglite);
  processes.length = 0;
  await rm(dataDir, { recursive: true, force: true });

  const mb = (n: number) => `${Math.round(n)} MB`;
  const section = [
    '## Catalogue',
    '',
    'Command: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server bench:catalogue`',
    `(\`packages/server/bench/catalogue.ts\`). Machine: ${machineInfo()}, PostgreSQL at ${new URL(ADMIN_DATABASE_URL).host};`,
    `measured ${new Date().toISOString().slice(0, 10)} while other work was running on the machine (2 cores shared by`,
    'several engineers), so the numbers are noisy; each is a single run.',
    '',
    `### CSV import of ${ROWS.toLocaleString('en')} rows, ${CELLS_PER_ROW} cells (variants) each`,
    '',
    `The server (${SERVER_LABEL}, fresh database) gets manufacturers made through the API (10 categories x 3`,
    'sub-categories, 8 colors, 6 sizes, product limit 1,000,000). The file has 16 columns: names, SKU, price, MRP,',
    'stock, description, an HTML fullDesc (sanitised per row), category and sub-category by name, two colors and',
    'three sizes by name (5 links per row), gender, month, status, and discount rules on every third row. It is',
    'uploaded as multipart from disk. A worker thread streams it through csv-parse and checks every row with the',
    "product form's zod schema while the main thread stages batches of 2,000 rows in `product_import_rows` (the",
    'stock grid as typed arrays) and checks their grids (in memory while the manufacturer has no cells, else against',
    'the staged rows); at the end one transaction locks the subscription row and the named attribute items and runs',
    'one `insert ... select ... on conflict (manufacturer_id, sku) do update` of the products (attribute items travel',
    'on the row as `item_ids`) whose same statement inserts the cells of the products it creates; the cells of',
    "products that existed go through the grid writer's delete and upsert. The baseline is PostgreSQL's own `COPY products (...) FROM 'file'` of the",
    'same rows (category, sub-category and item ids already resolved), then `COPY product_variants` of their cells,',
    'into the same tables with the same indexes and triggers; the copied rows are deleted and vacuumed before the import.',
    '',
    '| run | rows | time | rows/s | server RSS before | peak RSS |',
    '|---|---|---|---|---|---|',
    `| COPY (PostgreSQL) | ${ROWS.toLocaleString('en')} | ${fmt(copyMs)} | ${Math.round(ROWS / (copyMs / 1000)).toLocaleString('en')} | | |`,
    `| import, new SKUs (PostgreSQL) | ${SMALL_ROWS.toLocaleString('en')} | ${fmt(smallRun.result.ms)} | ${Math.round(SMALL_ROWS / (smallRun.result.ms / 1000)).toLocaleString('en')} | ${mb(smallRun.beforeMb)} | ${mb(smallRun.peakMb)} |`,
    `| import, new SKUs (PostgreSQL) | ${ROWS.toLocaleString('en')} | ${fmt(bigRun.result.ms)} | ${Math.round(ROWS / (bigRun.result.ms / 1000)).toLocaleString('en')} | ${mb(bigRun.beforeMb)} | ${mb(bigRun.peakMb)} |`,
    `| import, new SKUs (PGlite, embedded) | ${ROWS.toLocaleString('en')} | ${fmt(pgliteRun.result.ms)} | ${Math.round(ROWS / (pgliteRun.result.ms / 1000)).toLocaleString('en')} | ${mb(pgliteRun.beforeMb)} | ${mb(pgliteRun.peakMb)} |`,
    '',
    `Import / COPY on PostgreSQL: **${ratio.toFixed(2)}x** (goal: at most 3x). PGlite: ${fmt(pgliteRun.result.ms)} (goal: under 60 s, issue 18).`,
    `Peak RSS: ${mb(smallRun.peakMb)} for ${SMALL_ROWS.toLocaleString('en')} rows and ${mb(bigRun.peakMb)} for ${ROWS.toLocaleString('en')} rows (ten times the file).`,
    'The file is spooled to disk and never held whole; at most three batches of checked rows are (two read',
    "ahead by the worker thread, one being written); the worker thread's heap is part of the process. RSS is sampled every 50 ms",
    'from /proc of the server process.',
    '',
    `### GET /api/products at ${ROWS.toLocaleString('en')} products: the plans`,
    '',
    'The latency of page 1 and of a `q` search next to a bare Fastify + pg twin (same token check, session',
    'query and statements) is measured by `pnpm bench:api`; see "Products list" below this section.',
    '',
    'EXPLAIN ANALYZE of the statements (best of 5, server-side execution time):',
    '',
    '| list | statement | indexes used | ms |',
    '|---|---|---|---|',
    ...plans,
    '',
    'Page 1 walks `products_list_idx` (manufacturer_id, created_at desc, id desc, partial on deleted_at is null)',
    'and stops after 20 rows; `q` is served by the trigram GIN index `products_search_trgm_idx` on',
    "`lower(name || ' ' || admin_name || ' ' || sku)` (same partial predicate), the expression the query uses.",
    '',
    ...lines,
  ].join('\n');
  // A smaller run (BENCH_ROWS) prints its section without replacing the documented full-size one.
  if (ROWS === 100_000) await writeSection(section);
  console.log(section);
} finally {
  for (const child of processes) await stopProcess(child);
  if (!pgStopped) {
    await pool.end().catch(() => {});
    await pgServer.stop().catch(() => {});
  }
  await rm(work, { recursive: true, force: true });
}
