/**
 * `pnpm bench:api`: every call of packages/server/bench/api/calls.ts against the real server and against its bare
 * twin, on PostgreSQL, alternating the two in one run (ours, bare, bare, ours, ...) so both see the
 * same machine. Prints p50, p99 and req/s (median of the rounds) and the ratios, and writes the run
 * as JSON to bench/results/ so later runs can be compared.
 *
 * `--profile` instead runs each call against the server started with `node --cpu-prof` and prints
 * where its CPU time goes (packages/server/bench/api/cpu-profile.ts); `--profile --bare` does the same for the twins.
 *
 * Settings (environment): DATABASE_URL (the PostgreSQL to create a throw-away database beside),
 * BENCH_CONNECTIONS (20), BENCH_SECONDS (5 per round), BENCH_ROUNDS (3), BENCH_WARMUP (3 s),
 * BENCH_CALLS (only calls whose name contains this), BENCH_RUNNER (compiled | tsx; compiled builds
 * dist first), BENCH_LABEL (a word for the result file name), BENCH_SERVER_DIR (measure another
 * checkout's packages/server as "ours", e.g. an older commit unpacked with its own install),
 * BENCH_PORT_BASE (the servers take ports from there, 40 at most; any free port without it).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  ADMIN_DATABASE_URL,
  createBenchDatabase,
  freePort,
  machineInfo,
  median,
  SERVER_DIR,
  startApiServer,
  startProcess,
  stopProcess,
  waitFor200,
} from '../support';
import { ACCOUNTS, type ApiCall, CALLS } from './calls';
import { analyseProfile, type Breakdown, CATEGORIES } from './cpu-profile';
import { type LoadResult, load, loadPaths } from './load';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const LABEL = process.env.BENCH_LABEL ?? 'run';
const PROFILE = process.argv.includes('--profile');
/** `--profile --bare` profiles the bare twins instead of the server. */
const PROFILE_BARE = process.argv.includes('--bare');
const OURS_DIR = process.env.BENCH_SERVER_DIR ?? SERVER_DIR;
const BUILD_SCRIPT = join(OURS_DIR, 'scripts/build-server.mjs');
const RUNNER =
  (process.env.BENCH_RUNNER as 'compiled' | 'tsx' | undefined) ??
  (existsSync(BUILD_SCRIPT) ? 'compiled' : 'tsx');

/** PostgreSQL's admin_shutdown: a backend ended by `drop database ... with (force)`. */
const ADMIN_SHUTDOWN = '57P01';

const calls = CALLS.filter((call) => call.name.includes(process.env.BENCH_CALLS ?? ''));
const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: OURS_DIR, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return '';
  }
};

if (RUNNER === 'compiled') execFileSync(process.execPath, [BUILD_SCRIPT], { stdio: 'inherit' });

const database = await createBenchDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-api-'));
const jwtSecret = randomBytes(32).toString('hex');
// LOG_LEVEL info: the server's production default, so whatever it logs per request is measured.
const serverEnv = { DEMO_DATA: 'true', JWT_SECRET: jwtSecret, LOG_LEVEL: 'info' };
const startServer = (nodeArgs: string[] = []) =>
  startApiServer({
    databaseUrl: database.databaseUrl,
    dataDir,
    runner: RUNNER,
    nodeArgs,
    env: serverEnv,
    serverDir: OURS_DIR,
  });
const cleanUps: (() => Promise<unknown>)[] = [];

/** The bare twins' server (packages/server/bench/api/bare-server.ts) on a free port. */
const startBare = async (nodeArgs: string[] = []) => {
  const port = await freePort();
  const bare = startProcess(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'bench/api/bare-server.ts'],
    SERVER_DIR,
    {
      DATABASE_URL: database.databaseUrl,
      PORT: String(port),
      JWT_SECRET: jwtSecret,
    },
  );
  const stop = () => stopProcess(bare);
  await waitFor200(`http://127.0.0.1:${port}/health`, performance.now()).catch(async (error) => {
    await stop();
    throw error;
  });
  return { origin: `http://127.0.0.1:${port}`, stop };
};

const login = async (origin: string, account: keyof typeof ACCOUNTS) => {
  const response = await fetch(`${origin}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS[account]),
  });
  if (!response.ok) throw new Error(`login as ${account}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};

/** The pool calls with `paths` make their fresh targets with (the seeding pool). */
let pathsPool: pg.Pool | undefined;

const loadOf = async (origin: string, call: ApiCall, token: string, seconds: number) =>
  call.paths && pathsPool
    ? loadPaths({
        origin,
        paths: await call.paths(pathsPool),
        method: call.method,
        body: call.body,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        connections: CONNECTIONS,
        seconds,
      })
    : load({
        url: `${origin}${call.path}`,
        method: call.method,
        body: call.body,
        headers: [`authorization=Bearer ${token}`],
        connections: CONNECTIONS,
        seconds,
      });

const checked = (result: LoadResult, what: string) => {
  if (result.failed > 0) throw new Error(`${what}: ${result.failed} requests failed`);
  return result;
};

const summary = (results: LoadResult[]) => ({
  requestsPerSecond: Math.round(median(results.map((r) => r.requestsPerSecond))),
  p50: median(results.map((r) => r.p50)),
  p99: median(results.map((r) => r.p99)),
});

/** Ours and bare alternating, each round's order reversed from the last. */
const compare = async (origins: { ours: string; bare: string }, tokens: Map<string, string>) => {
  const results = [];
  for (const call of calls) {
    const token = tokens.get(call.account) as string;
    console.log(`measuring ${call.name}`);
    await loadOf(origins.ours, call, token, WARMUP);
    await loadOf(origins.bare, call, token, WARMUP);
    const rounds: { ours: LoadResult; bare: LoadResult }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
      const got: Partial<Record<'ours' | 'bare', LoadResult>> = {};
      for (const side of order)
        got[side] = checked(await loadOf(origins[side], call, token, SECONDS), `${call.name} (${side})`);
      rounds.push(got as { ours: LoadResult; bare: LoadResult });
    }
    const ours = summary(rounds.map((r) => r.ours));
    const bare = summary(rounds.map((r) => r.bare));
    results.push({
      name: call.name,
      rounds,
      ours,
      bare,
      p99Ratio: Number((ours.p99 / bare.p99).toFixed(2)),
      throughputRatio: Number((ours.requestsPerSecond / bare.requestsPerSecond).toFixed(2)),
    });
  }
  return results;
};

/** One server start per call under `node --cpu-prof`; the window is the measured load only. */
const profileCalls = async (tokens: Map<string, string>) => {
  const breakdowns: { name: string; requestsPerSecond: number; breakdown: Breakdown }[] = [];
  for (const call of calls) {
    const profileDir = await mkdtemp(join(tmpdir(), 'apparel-cpu-prof-'));
    console.log(`profiling ${call.name}`);
    const profiling = ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
    const server = PROFILE_BARE ? await startBare(profiling) : await startServer(profiling);
    const token = tokens.get(call.account) as string;
    await loadOf(server.origin, call, token, WARMUP);
    const started = performance.now();
    const result = checked(await loadOf(server.origin, call, token, SECONDS), call.name);
    const ended = performance.now();
    await server.stop();
    const stopped = performance.now();
    const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('no CPU profile written');
    const breakdown = await analyseProfile(join(profileDir, file), {
      fromEndMs: stopped - started,
      toEndMs: stopped - ended,
    });
    breakdowns.push({ name: call.name, requestsPerSecond: Math.round(result.requestsPerSecond), breakdown });
    await rm(profileDir, { recursive: true, force: true });
  }
  return breakdowns;
};

const printComparison = (results: Awaited<ReturnType<typeof compare>>) => {
  console.log(
    '\n| call | ours p50 ms | ours p99 ms | ours req/s | bare p50 ms | bare p99 ms | bare req/s | p99 ours / bare | req/s ours / bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.ours.p50} | ${r.ours.p99} | ${r.ours.requestsPerSecond} | ${r.bare.p50} | ${r.bare.p99} | ${r.bare.requestsPerSecond} | **${r.p99Ratio}** | ${r.throughputRatio} |`,
    );
  console.log('\nper round p99 ours / bare:');
  for (const r of results)
    console.log(`  ${r.name}: ${r.rounds.map((x) => `${x.ours.p99}/${x.bare.p99}`).join(', ')}`);
};

/** Each category's self time, in microseconds per request answered during the window. */
const perRequest = ({ requestsPerSecond, breakdown }: Awaited<ReturnType<typeof profileCalls>>[number]) => {
  const requests = (requestsPerSecond * breakdown.windowMs) / 1000;
  return (ms: number) => Math.round((1000 * ms) / requests);
};

const printProfiles = (profiles: Awaited<ReturnType<typeof profileCalls>>) => {
  for (const profile of profiles) {
    const { name, requestsPerSecond, breakdown } = profile;
    const total = breakdown.windowMs;
    const micros = perRequest(profile);
    console.log(`\n${name}: ${requestsPerSecond} req/s, ${(total / 1000).toFixed(1)} s of samples`);
    console.log('| where the time goes | ms | share | µs per request |\n|---|---|---|---|');
    for (const category of CATEGORIES) {
      const ms = breakdown.byCategory[category];
      if (ms > 0)
        console.log(
          `| ${category} | ${Math.round(ms)} | ${((100 * ms) / total).toFixed(1)} % | ${micros(ms)} |`,
        );
    }
    console.log('top self time:');
    for (const { name: fn, ms } of breakdown.topFunctions) console.log(`  ${Math.round(ms)} ms  ${fn}`);
  }
};

try {
  const seedPool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  // pool.end() resolves before its clients' sockets close, so the forced drop of the database at the
  // end can reach one still open: its "terminating connection" (57P01) is expected then, not a failure.
  seedPool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) throw error;
  });
  cleanUps.push(() => seedPool.end());
  pathsPool = seedPool;
  const ours = await startServer();
  cleanUps.push(ours.stop);
  for (const seed of new Set(calls.map((call) => call.seed))) {
    if (seed) {
      console.log('seeding...');
      await seed(seedPool);
    }
  }
  const tokens = new Map<string, string>();
  for (const account of new Set(calls.map((call) => call.account)))
    tokens.set(account, await login(ours.origin, account));

  const run = {
    label: LABEL,
    date: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', 'src') ? '+changes' : ''),
    serverDir: OURS_DIR,
    machine: machineInfo(),
    loadAverage: (await import('node:os')).loadavg().map((l) => Number(l.toFixed(2))),
    postgres: new URL(ADMIN_DATABASE_URL).host,
    runner: RUNNER,
    settings: { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmup: WARMUP },
  };
  console.log(
    `${run.machine}; server runs ${RUNNER === 'compiled' ? 'node dist/main.js' : 'tsx src/main.ts'}`,
  );
  console.log(`autocannon -c ${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s after ${WARMUP} s warm-up`);

  let output: object;
  if (PROFILE) {
    await ours.stop();
    const profiles = await profileCalls(tokens);
    printProfiles(profiles);
    output = { ...run, profiles };
  } else {
    const bare = await startBare();
    cleanUps.push(bare.stop);
    const results = await compare({ ours: ours.origin, bare: bare.origin }, tokens);
    printComparison(results);
    output = { ...run, results };
  }
  const resultsDir = join(SERVER_DIR, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = join(
    resultsDir,
    `api-${PROFILE ? `profile-${PROFILE_BARE ? 'bare-' : ''}` : ''}${LABEL}-${run.date.replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(file, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`\nwritten ${file}`);
} finally {
  for (const cleanUp of cleanUps.reverse()) await cleanUp().catch(() => {});
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
