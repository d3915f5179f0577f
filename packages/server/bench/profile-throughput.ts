/**
 * GET /api/auth/profile on PostgreSQL under load, next to a bare Fastify + pg route running the same
 * profile query. Both servers and autocannon run as separate processes on this machine.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @apparel/server bench:profile
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  ADMIN_DATABASE_URL,
  bin,
  freePort,
  machineInfo,
  SERVER_DIR,
  startBenchServer,
  startProcess,
  stopProcess,
  waitFor200,
} from './support';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type LoadResult = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

/** autocannon in its own process, so the load generator does not share an event loop with a server. */
const load = async (url: string, headers: string[], seconds: number): Promise<LoadResult> => {
  const args = [
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '-j',
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ];
  const { stdout } = await promisify(execFile)(bin('autocannon'), args, { maxBuffer: 16 * 2 ** 20 });
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};

const measure = async (url: string, headers: string[] = []) => {
  await load(url, headers, 3); // warm-up: JIT, connection pools
  return load(url, headers, SECONDS);
};

const benchServer = await startBenchServer({ name: 'profile', demoData: true });
const { databaseUrl, origin } = benchServer;
const processes: ReturnType<typeof startProcess>[] = [];

try {
  const login = await fetch(`${origin}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo@apparel.local', password: 'Demo@1234' }),
  }).then((response) => response.json() as Promise<{ token: string; user: { id: number } }>);

  const barePort = await freePort();
  const bare = startProcess(bin('tsx'), ['bench/bare-profile-server.ts'], SERVER_DIR, {
    DATABASE_URL: databaseUrl,
    PORT: String(barePort),
    USER_ID: String(login.user.id),
  });
  processes.push(bare);
  await waitFor200(`http://127.0.0.1:${barePort}/profile`, performance.now());

  const server = await measure(`${origin}/api/auth/profile`, [`authorization=Bearer ${login.token}`]);
  const baseline = await measure(`http://127.0.0.1:${barePort}/profile`);
  const twoQueries = await measure(`http://127.0.0.1:${barePort}/profile-and-session`);

  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} |`;
  console.log(`Machine: ${machineInfo()}`);
  console.log(`Date: ${new Date().toISOString()}`);
  console.log(
    `autocannon -c ${CONNECTIONS} -d ${SECONDS} (after a 3 s warm-up), PostgreSQL at ${new URL(ADMIN_DATABASE_URL).host}\n`,
  );
  console.log('| Target | req/s | p50 ms | p99 ms | non-2xx + errors |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(row('GET /api/auth/profile (the server)', server));
  console.log(row('bare Fastify + pg, same profile query', baseline));
  console.log(row('bare Fastify + pg, session query + profile query', twoQueries));
  const ratio = (r: LoadResult) => (server.requestsPerSecond / r.requestsPerSecond).toFixed(2);
  console.log(`\nThroughput ratio server / bare (same query): ${ratio(baseline)}`);
  console.log(`Throughput ratio server / bare (both queries): ${ratio(twoQueries)}`);
} finally {
  for (const child of processes) await stopProcess(child);
  await benchServer.stop();
}
