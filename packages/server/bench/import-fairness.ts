/**
 * Fair sharing during a heavy import: `/api/health` and `GET /api/products` latency (p50/p99/max)
 * while one manufacturer imports a 94 MB CSV (950 rows of 99 KB descriptions), against the same calls
 * with no import running (the baseline, measured in the same run), and the server's RSS before,
 * at its peak and 10 s after the import. The real server (`tsx packages/server/src/main.ts`), on PGlite in a fresh
 * DATA_DIR, then on PostgreSQL (skip either with BENCH_PGLITE=0 or BENCH_POSTGRES=0).
 * Run: pnpm --filter @apparel/server bench:fairness   (BENCH_ROWS, BENCH_SECONDS, BENCH_CLIENTS to vary)
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createBenchDatabase,
  freePort,
  machineInfo,
  SERVER_DIR,
  startProcess,
  stopProcess,
  waitFor200,
} from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 950);
const DESCRIPTION_CHARS = 99_000;
const BASELINE_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);

const WORDS =
  'cotton linen shirt kurta soft breathable hand wash cold iron warm collar sleeve button pocket regular slim fit festive'.split(
    ' ',
  );
/** A rich-text description (`fullDesc`) of DESCRIPTION_CHARS: prose-like, different per row. */
const description = (row: number) => {
  const words: string[] = [];
  let length = 0;
  for (let x = row * 7919 + 1; length < DESCRIPTION_CHARS; x = (x * 1103515245 + 12345) % 2147483648) {
    const word = WORDS[x % WORDS.length] ?? 'cotton';
    words.push(word);
    length += word.length + 1;
  }
  return `<p>${words.join(' ').slice(0, DESCRIPTION_CHARS - 7)}</p>`;
};

const csvFile = (category: string) => {
  const lines = ['sku,name,adminName,price,mrp,stockQty,description,fullDesc,category'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(
      `FAIR-${i},Shirt ${i},Shirt admin ${i},499,699,20,Linen shirt ${i},"${description(i)}",${category}`,
    );
  return Buffer.from(lines.join('\n'));
};

const rssOf = async (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const summary = (values: number[]) =>
  `n=${String(values.length).padStart(5)}  p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(values, 99).toFixed(0).padStart(5)} ms  max ${Math.max(
    ...values,
  )
    .toFixed(0)
    .padStart(5)} ms`;

/** CLIENTS loops calling health and the product list in turn until `until` settles; latencies per call. */
const load = async (origin: string, token: string, until: Promise<unknown>) => {
  const latencies = { health: [] as number[], products: [] as number[] };
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const client = async () => {
    while (!done) {
      for (const [name, path] of [
        ['health', '/api/health'],
        ['products', '/api/products?page=1'],
      ] as const) {
        const started = performance.now();
        const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        latencies[name].push(performance.now() - started);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return latencies;
};

/** The demo subscription allows 100 products: the admin raises it so every row of the file fits. */
const raiseDemoProductLimit = async (origin: string) => {
  const login = await fetch(`${origin}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin@apparel.local', password: 'Admin@1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const search = await fetch(`${origin}/api/admin/manufacturers/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({}),
  });
  const page = (await search.json()) as {
    manufacturers: { id: number }[];
  };
  const id = page.manufacturers[0]?.id;
  const saved = await fetch(`${origin}/api/admin/manufacturer/${id}/subscription`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      productLimit: 100_000,
      retailerLimit: 100,
      isActive: true,
    }),
  });
  if (!saved.ok) throw new Error(`Subscription: ${saved.status} ${await saved.text()}`);
};

const measure = async (driver: 'pglite' | 'postgres') => {
  const dataDir = await mkdtemp(join(tmpdir(), `apparel-bench-fairness-${driver}-`));
  const database = driver === 'postgres' ? await createBenchDatabase() : null;
  const port = await freePort();
  const server = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts'], SERVER_DIR, {
    DATABASE_URL: database?.databaseUrl ?? '',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${origin}/api/health`, performance.now());
    const login = await fetch(`${origin}/api/auth/pass-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'demo@apparel.local', password: 'Demo@1234' }),
    });
    if (login.status !== 200) throw new Error(`Demo login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    await raiseDemoProductLimit(origin);
    const listed = await fetch(`${origin}/api/attr/categories`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [category] = (await listed.json()) as { name: string }[];
    if (!category) throw new Error('The demo manufacturer has no category');
    const file = join(dataDir, 'fairness.csv');
    await writeFile(file, csvFile(category.name));

    const pid = server.pid ?? 0;
    await load(origin, token, new Promise((resolve) => setTimeout(resolve, 2000)));
    const baseline = await load(
      origin,
      token,
      new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000)),
    );
    const before = await rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      void rssOf(pid).then((rss) => {
        peak = Math.max(peak, rss);
      });
    }, 50);
    const form = new FormData();
    form.append('file', new Blob([await readFile(file)], { type: 'text/csv' }), 'fairness.csv');
    const started = performance.now();
    const importing = fetch(`${origin}/api/manufacturer/bulk-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then((response) => response.json() as Promise<{ message: string; success: number }>);
    const during = await load(origin, token, importing);
    const seconds = (performance.now() - started) / 1000;
    const answer = await importing;
    clearInterval(sampler);
    if (answer.success !== ROWS)
      throw new Error(`Not every row saved: ${JSON.stringify(answer).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const after = await rssOf(pid);
    return { driver, baseline, during, seconds, answer: answer.message, before, peak, after };
  } finally {
    await stopProcess(server);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

console.log(
  `Import fairness: ${ROWS} rows of ${DESCRIPTION_CHARS.toLocaleString('en')}-character descriptions, ${CLIENTS} clients; ${machineInfo()}`,
);
const drivers = (['pglite', 'postgres'] as const).filter(
  (driver) => process.env[`BENCH_${driver.toUpperCase()}`] !== '0',
);
const results = [];
for (const driver of drivers) {
  const result = await measure(driver);
  results.push(result);
  console.log(`\n${driver}: ${result.answer} in ${result.seconds.toFixed(1)} s`);
  for (const call of ['health', 'products'] as const) {
    console.log(`  ${call.padEnd(8)} baseline  ${summary(result.baseline[call])}`);
    console.log(`  ${call.padEnd(8)} importing ${summary(result.during[call])}`);
  }
  console.log(
    `  RSS MB: before ${result.before.toFixed(0)}, peak ${result.peak.toFixed(0)}, 10 s after ${result.after.toFixed(0)} (${(result.after - result.before).toFixed(0)} above before)`,
  );
}
await writeFile(
  join(SERVER_DIR, 'bench/results', `import-fairness-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify(
    results.map((r) => ({
      ...r,
      baseline: { health: percentile(r.baseline.health, 99), products: percentile(r.baseline.products, 99) },
      during: { health: percentile(r.during.health, 99), products: percentile(r.during.products, 99) },
    })),
    null,
    2,
  ),
);
