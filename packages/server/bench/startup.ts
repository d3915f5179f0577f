/**
 * Time from start to the first 200 on /api/health, on a fresh DATA_DIR (first start: PGlite initdb,
 * migrations, seed) and again on the data it left (a restart), for `pnpm start` (the compiled
 * dist/main.js, built first) and for the former start, `tsx packages/server/src/main.ts` (TypeScript compiled on the
 * fly), alternating the two. Run: pnpm --filter @apparel/server bench:startup
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/build-server.mjs';
import {
  bin,
  freePort,
  machineInfo,
  median,
  REPO_ROOT,
  SERVER_DIR,
  startProcess,
  stopProcess,
  waitFor200,
} from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const STARTS = {
  'pnpm start (node dist/main.js)': { command: 'pnpm', args: ['start'], cwd: REPO_ROOT },
  'tsx src/main.ts': { command: bin('tsx'), args: ['src/main.ts'], cwd: SERVER_DIR },
};
type Start = keyof typeof STARTS;

const timeStart = async (start: Start, dataDir: string): Promise<number> => {
  const port = await freePort();
  const { command, args, cwd } = STARTS[start];
  const started = performance.now();
  const server = startProcess(command, args, cwd, {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  });
  try {
    return await waitFor200(`http://127.0.0.1:${port}/api/health`, started);
  } finally {
    await stopProcess(server);
  }
};

console.log(`built the server in ${await buildServer()}s`);
const times = Object.fromEntries(
  Object.keys(STARTS).map((start) => [start, { fresh: [] as number[], restart: [] as number[] }]),
) as Record<Start, { fresh: number[]; restart: number[] }>;
for (let run = 0; run < RUNS; run++) {
  for (const start of Object.keys(STARTS) as Start[]) {
    const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-start-'));
    times[start].fresh.push(await timeStart(start, dataDir));
    times[start].restart.push(await timeStart(start, dataDir));
    await rm(dataDir, { recursive: true, force: true });
  }
}

const format = (values: number[]) =>
  `median ${(median(values) / 1000).toFixed(2)} s (runs: ${values.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`;
console.log(`Machine: ${machineInfo()}`);
console.log(`Date: ${new Date().toISOString()}`);
console.log(`Start to first 200 on /api/health (PGlite, ${RUNS} runs each, alternating)\n`);
console.log('| start | fresh DATA_DIR | restart on existing data |\n|---|---|---|');
for (const [start, { fresh, restart }] of Object.entries(times))
  console.log(`| ${start} | ${format(fresh)} | ${format(restart)} |`);
