import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Whether a port can be listened on now; answers the port it got (0 asks the system for any). */
const listenable = (port: number) =>
  new Promise<number | undefined>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(address && typeof address !== 'string' ? address.port : undefined));
    });
  });

/**
 * A port nobody listens on right now. With BENCH_PORT_BASE set, one of the 40 from there (engineers
 * sharing a machine each take their own range); otherwise any the system hands out.
 */
export const freePort = async (): Promise<number> => {
  const base = Number(process.env.BENCH_PORT_BASE ?? 0);
  for (const port of base ? Array.from({ length: 40 }, (_, i) => base + i) : [0]) {
    const got = await listenable(port);
    if (got) return got;
  }
  throw new Error(`No free port${base ? ` in ${base}-${base + 39}` : ''}`);
};

/** Polls until the URL answers 200; returns the milliseconds since `since`. */
export const waitFor200 = async (url: string, since: number, timeoutMs = 120_000): Promise<number> => {
  while (performance.now() - since < timeoutMs) {
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
};

/** Starts a command with its own output hidden unless it fails. */
export const startProcess = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) => {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Only the tail is kept: a server logging under load must not fill the benchmark's memory.
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code && code !== 0 && code !== 143)
      process.stderr.write(`${command} exited with ${code}:\n${output}\n`);
  });
  return child;
};

/** Stops a process we started (SIGTERM, the server's graceful path) and waits for it to exit. */
export const stopProcess = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
};

export const machineInfo = () =>
  `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform} ${process.arch}`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The PostgreSQL the benchmarks create their throw-away databases from. */
export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A command installed in the server package's node_modules/.bin. */
export const bin = (name: string) => join(SERVER_DIR, 'node_modules/.bin', name);

/** A fresh database `bench_<random>` beside ADMIN_DATABASE_URL; `drop()` removes it. */
export const createBenchDatabase = async () => {
  const databaseName = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${databaseName}` }).toString();
  const drop = async () => {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  };
  return { databaseUrl, drop };
};

export type ApiServerOptions = {
  databaseUrl: string;
  dataDir: string;
  /** `compiled` runs dist/main.js with plain node (what `pnpm start` runs); `tsx` runs packages/server/src/main.ts. */
  runner: 'compiled' | 'tsx';
  nodeArgs?: string[];
  env?: NodeJS.ProcessEnv;
  /** Another checkout's server package (e.g. an older commit's), instead of this one. */
  serverDir?: string;
};

/** The real API server on a free port, answering 200 on /api/health; `stop()` ends it (SIGTERM). */
export const startApiServer = async ({
  databaseUrl,
  dataDir,
  runner,
  nodeArgs = [],
  env,
  serverDir = SERVER_DIR,
}: ApiServerOptions) => {
  const port = await freePort();
  const entry = runner === 'compiled' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const server = startProcess(process.execPath, [...nodeArgs, ...entry], serverDir, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const stop = () => stopProcess(server);
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now());
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
};

/**
 * What a benchmark runs against: a fresh database, a temporary DATA_DIR, and the real API server
 * (`tsx packages/server/src/main.ts`, or dist/main.js with `runner: 'compiled'`) on a free port.
 * `stop()` undoes all three.
 */
export const startBenchServer = async ({
  name,
  demoData,
  runner = 'tsx',
}: {
  name: string;
  demoData: boolean;
  runner?: ApiServerOptions['runner'];
}) => {
  const database = await createBenchDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), `apparel-bench-${name}-`));
  const cleanUp = async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const server = await startApiServer({
    databaseUrl: database.databaseUrl,
    dataDir,
    runner,
    env: { DEMO_DATA: String(demoData) },
  }).catch(async (error) => {
    await cleanUp();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await cleanUp();
  };
  return { databaseUrl: database.databaseUrl, origin: server.origin, stop };
};
