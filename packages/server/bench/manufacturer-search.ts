/**
 * Which index serves the manufacturer search's name filter: EXPLAIN ANALYZE of the search statements
 * on PostgreSQL at 10,000 and 100,000 manufacturers, written to the section "## Manufacturer search"
 * of docs/performance/manufacturers.md (only that section). The search's speed against a bare Fastify + pg twin is
 * measured by `pnpm bench:api` (packages/server/bench/api/calls.ts).
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server bench:search
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { seedManufacturers } from './api/seed-manufacturers';
import { type Statement, searchStatements } from './search-statements';
import { ADMIN_DATABASE_URL, machineInfo, REPO_ROOT, startBenchServer } from './support';

const ROWS = 10_000;

const SEARCHES = [
  { label: 'unfiltered (page 1 of 500)', body: {} },
  { label: 'name "denim" (10% of rows)', body: { filter: { name: 'denim' } } },
  { label: 'name "lakshmi denim" (1% of rows)', body: { filter: { name: 'lakshmi denim' } } },
] as const;

type Plan = { text: string; scans: string; ms: number };

/** How a plan reads the manufacturers table: "seq scan" or the indexes it uses. */
const scansOf = (plan: string) =>
  [
    ...new Set(
      [
        ...plan.matchAll(
          /(Seq Scan on manufacturers|(?:Index|Index Only) Scan(?: Backward)? using (manufacturers_\w+)|Bitmap Index Scan on (manufacturers_\w+))/g,
        ),
      ].map((m) => ((m[2] ?? m[3]) ? `\`${m[2] ?? m[3]}\`` : 'seq scan')),
    ),
  ].join(' + ');

/** EXPLAIN ANALYZE, best of 5 runs; `noSeqScan` shows what the indexes alone would cost. */
const explain = async (pool: pg.Pool, statement: Statement, noSeqScan = false): Promise<Plan> => {
  const client = await pool.connect();
  try {
    if (noSeqScan) await client.query('set enable_seqscan = off');
    let best: Plan | undefined;
    for (let run = 0; run < 5; run += 1) {
      const { rows } = await client.query(
        `explain (analyze, costs off, timing off) ${statement.sql}`,
        statement.params,
      );
      const text = rows.map((row) => row['QUERY PLAN'] as string).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]);
      if (!best || ms < best.ms)
        best = { text: text.replace(/\n(Planning|Execution) Time.*/g, ''), scans: scansOf(text), ms };
    }
    return best as Plan;
  } finally {
    await client.query('reset enable_seqscan');
    client.release();
  }
};

/** For each filtered search and statement: the plan PostgreSQL picks, and the plan with seq scans off. */
const explainSearches = async (pool: pg.Pool, rowCount: number) => {
  const lines: string[] = [];
  const plans: { label: string; plan: Plan }[] = [];
  const scans = { page: new Set<string>(), count: new Set<string>() };
  for (const { label, body } of SEARCHES.slice(1)) {
    const statements = searchStatements(pool, body);
    for (const [name, statement] of [
      ['page', statements.page],
      ['count', statements.count],
    ] as const) {
      const chosen = await explain(pool, statement);
      const forced = await explain(pool, statement, true);
      lines.push(
        `| ${rowCount.toLocaleString('en')} | ${label} | ${name} | ${chosen.scans} | ${chosen.ms.toFixed(1)} | ${forced.scans} | ${forced.ms.toFixed(1)} |`,
      );
      plans.push({ label: `${name} query, ${label}, ${rowCount.toLocaleString('en')} rows`, plan: chosen });
      scans[name].add(chosen.scans);
    }
  }
  const summary = (name: 'page' | 'count') => [...scans[name]].join(' or ');
  return { lines, plans, page: summary('page'), count: summary('count') };
};

/** What the plans say. */
const reading = (explained: { page: string; count: string }[]) => {
  const [small, large] = explained;
  return [
    `Reading it: at ${ROWS.toLocaleString('en')} rows PostgreSQL reads the page by ${small?.page}`,
    `and counts by ${small?.count}: the table is small (about 130 pages) and the planner prices a sequential scan`,
    "below the GIN index (its estimate for `lower(name) like '%...%'` is far too low at this size), although",
    'the index is faster when forced for the count (column "seq scans off").',
    `At ${(10 * ROWS).toLocaleString('en')} rows the page is read by ${large?.page} and the count by ${large?.count}:`,
    'the trigram index `manufacturers_name_trgm_idx` (GIN on `lower(name) gin_trgm_ops`) serves the name',
    'filter once the table outgrows a few hundred pages, except that for a common term (10% of rows) the',
    'planner rather walks `manufacturers_created_at_id_idx` newest first and stops after 20 matches.',
  ];
};

/** Replaces (or appends) this benchmark's section of docs/performance/manufacturers.md; other sections stay as they are. */
const writeSection = async (section: string) => {
  const path = join(REPO_ROOT, 'docs/performance/manufacturers.md');
  const current = await readFile(path, 'utf8').catch(() => '# Performance\n');
  const heading = '## Manufacturer search';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    await writeFile(path, `${current.trimEnd()}\n\n${section.trimEnd()}\n`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : `\n${current.slice(next + 1)}`;
  await writeFile(path, `${current.slice(0, start)}${section.trimEnd()}\n${rest}`);
};

const benchServer = await startBenchServer({ name: 'search', demoData: false });
const { databaseUrl } = benchServer;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  console.log(`seeding ${ROWS} manufacturers...`);
  await seedManufacturers(pool, 1, ROWS);
  const explained = [await explainSearches(pool, ROWS)];
  console.log(`adding ${10 * ROWS - ROWS} more manufacturers to see the plans of a larger table...`);
  await seedManufacturers(pool, ROWS + 1, 10 * ROWS);
  explained.push(await explainSearches(pool, 10 * ROWS));
  const shownPlans = explained
    .flatMap(({ plans }) => plans)
    .filter(({ label }) => label.includes(SEARCHES[2].label))
    .flatMap(({ label, plan }) => [`${label}:`, '', '```', plan.text, '```', '']);

  const section = [
    '## Manufacturer search',
    '',
    'Command: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server bench:search`.',
    `It creates a database \`bench_<random>\` (dropped at the end), starts the server to migrate it, inserts`,
    `${ROWS.toLocaleString('en')} manufacturers (each with its MANUFACTURER user, every other one with a subscription;`,
    'names like "Sai Lakshmi Denim Exports 4217") and runs ANALYZE. The speed of the search against a bare',
    'Fastify + pg twin running the same statements is measured by `pnpm bench:api` (see "API overhead").',
    `Machine: ${machineInfo()}, PostgreSQL at ${new URL(ADMIN_DATABASE_URL).host}; measured ${new Date().toISOString().slice(0, 10)}.`,
    '',
    'Which index serves the name filter: EXPLAIN ANALYZE of the two statements of a filtered search (best of',
    '5 runs, server-side execution time), as PostgreSQL plans them and with `enable_seqscan = off`, at the',
    `benchmark's ${ROWS.toLocaleString('en')} rows and again after growing the table to ${(10 * ROWS).toLocaleString('en')}:`,
    '',
    '| rows | search | statement | PostgreSQL reads manufacturers by | ms | seq scans off: reads by | ms |',
    '|---|---|---|---|---|---|---|',
    ...explained.flatMap(({ lines }) => lines),
    '',
    ...reading(explained),
    '',
    ...shownPlans,
  ].join('\n');
  await writeSection(section);
  console.log(section);
} finally {
  await pool.end();
  await benchServer.stop();
}
