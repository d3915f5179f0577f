/**
 * POST /api/media/upload of 10 files of 10 MB, through the real server (`node --import tsx
 * packages/server/src/main.ts`, embedded PGlite), once with the local-disk driver and once with the S3 driver
 * against s3rver (its own process on loopback). Reports throughput next to `cp` of the same files
 * on the same disk (the baseline, measured in the same run) and the server's peak RSS above idle,
 * sampled from /proc every 10 ms.
 * Run: pnpm --filter @apparel/server bench:media
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startS3rver } from '../test/storage/s3rver';
import { freePort, machineInfo, median, SERVER_DIR, startProcess, stopProcess, waitFor200 } from './support';

const FILES = 10;
const FILE_MB = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TOTAL_MB = FILES * FILE_MB;
const MB = 1024 * 1024;

/** An MP4 header (what the server sniffs) and random bytes, so nothing on the way can compress it. */
const videoOf = (size: number) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
    randomBytes(size - 24),
  ]);

const rssOf = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

/** Samples the RSS of `pid` while `work` runs; answers the peak. */
const peakRssDuring = async <T>(pid: number, work: () => Promise<T>) => {
  let peak = await rssOf(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const result = await work();
  sampling = false;
  await sampler;
  return { peak, result };
};

const timeCp = async (files: string[], target: string) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await rm(target, { recursive: true, force: true });
    await mkdir(target, { recursive: true });
    const started = performance.now();
    await promisify(execFile)('cp', [...files, target]);
    await promisify(execFile)('sync', []);
    times.push(performance.now() - started);
  }
  return median(times);
};

const login = async (origin: string) => {
  const response = await fetch(`${origin}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo@apparel.local', password: 'Demo@1234' }),
  });
  return ((await response.json()) as { token: string }).token;
};

/** One upload of every file in one multipart request, streamed from disk by fetch. */
const upload = async (origin: string, token: string, files: string[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', await openAsBlob(file, { type: 'video/mp4' }), 'look.mp4');
  const started = performance.now();
  const response = await fetch(`${origin}/api/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`Upload answered ${response.status}: ${text}`);
  return performance.now() - started;
};

type Row = { label: string; ms: number; rssIdle?: number; rssPeak?: number };

const benchDriver = async (label: string, env: NodeJS.ProcessEnv, files: string[], smallFile: string) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'apparel-bench-media-'));
  const port = await freePort();
  const server = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts'], SERVER_DIR, {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    DATABASE_URL: '',
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor200(`${origin}/api/health`, performance.now());
    const token = await login(origin);
    await upload(origin, token, [smallFile]); // warm-up: routes, JIT, database pages
    const pid = server.pid as number;
    const rssIdle = await rssOf(pid);
    const times: number[] = [];
    let rssPeak = rssIdle;
    for (let run = 0; run < RUNS; run += 1) {
      const { peak, result } = await peakRssDuring(pid, () => upload(origin, token, files));
      times.push(result);
      rssPeak = Math.max(rssPeak, peak);
    }
    return { label, ms: median(times), rssIdle, rssPeak } satisfies Row;
  } finally {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
};

const work = await mkdtemp(join(tmpdir(), 'apparel-bench-media-files-'));
try {
  const files = Array.from({ length: FILES }, (_, n) => join(work, `look-${n}.mp4`));
  for (const file of files) await writeFile(file, videoOf(FILE_MB * MB));
  const smallFile = join(work, 'small.mp4');
  await writeFile(smallFile, videoOf(64 * 1024));

  const rows: Row[] = [
    { label: '`cp` of the same files (baseline, same disk)', ms: await timeCp(files, join(work, 'copy')) },
  ];
  rows.push(
    await benchDriver('disk driver (`DATA_DIR/uploads`)', { STORAGE_DRIVER: 'disk' }, files, smallFile),
  );
  const s3 = await startS3rver();
  try {
    const { storage } = s3;
    rows.push(
      await benchDriver(
        'S3 driver (s3rver on loopback)',
        {
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: storage.endpoint,
          S3_BUCKET: storage.bucket,
          S3_ACCESS_KEY_ID: storage.accessKeyId,
          S3_SECRET_ACCESS_KEY: storage.secretAccessKey,
        },
        files,
        smallFile,
      ),
    );
  } finally {
    await s3.stop();
  }

  const mb = (bytes: number) => (bytes / MB).toFixed(1);
  console.log(`\n${FILES} files of ${FILE_MB} MB in one request, median of ${RUNS} runs; ${machineInfo()}\n`);
  console.log('| what | time | throughput | server RSS idle | server peak RSS | peak above idle |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const rss =
      row.rssIdle === undefined || row.rssPeak === undefined
        ? '| - | - | - |'
        : `| ${mb(row.rssIdle)} MB | ${mb(row.rssPeak)} MB | ${mb(row.rssPeak - row.rssIdle)} MB |`;
    console.log(
      `| ${row.label} | ${(row.ms / 1000).toFixed(2)} s | ${(TOTAL_MB / (row.ms / 1000)).toFixed(0)} MB/s ${rss}`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
