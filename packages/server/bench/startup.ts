/**
 * Time from `pnpm start` to the first 200 on /api/health, on a fresh DATA_DIR (first start: PGlite
 * initdb, migrations, seed) and again on the data it left (a restart). Run: pnpm --filter @apparel/server bench:startup
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, machineInfo, median, REPO_ROOT, startProcess, stopProcess, waitFor200 } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const timeStart = async (dataDir: string): Promise<number> => {
  const port = await freePort();
  const started = performance.now();
  const server = startProcess('pnpm', ['start'], REPO_ROOT, {
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

const firstStarts: number[] = [];
const restarts: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-start-'));
  firstStarts.push(await timeStart(dataDir));
  restarts.push(await timeStart(dataDir));
  await rm(dataDir, { recursive: true, force: true });
}

const format = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(', ');
console.log(`Machine: ${machineInfo()}`);
console.log(`Date: ${new Date().toISOString()}`);
console.log(`pnpm start to first 200 on /api/health (PGlite, ${RUNS} runs each)`);
console.log(
  `  fresh DATA_DIR: median ${(median(firstStarts) / 1000).toFixed(2)} s  (runs: ${format(firstStarts)} s)`,
);
console.log(
  `  restart:        median ${(median(restarts) / 1000).toFixed(2)} s  (runs: ${format(restarts)} s)`,
);
