import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';
import { SERVER_DIR } from '../../src/paths';

export type ChildServer = {
  url: string;
  process: ChildProcess;
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** True once the process has ended (killed, stopped or crashed). */
  hasExited(): boolean;
  /** Whether it still runs, or how it ended, with the end of what it printed (for a test's failure message). */
  state(): string;
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** The production build of the server (the build script's own bundle), in a folder of this test process. */
export const buildChildServer = async () => {
  const outdir = `dist-test-${process.pid}`;
  await buildServer(outdir);
  return {
    main: join(SERVER_DIR, outdir, 'main.js'),
    remove: () => rm(join(SERVER_DIR, outdir), { recursive: true, force: true }),
  };
};

/**
 * The real server (a build from `buildChildServer`) as a process of its own, so a test can kill it
 * with SIGKILL at any moment and start it again on the same data. Resolves once it listens.
 */
export const startChildServer = async (main: string, env: Record<string, string>): Promise<ChildServer> => {
  // The database is the one `env` names: an inherited DATABASE_URL (CI sets it for the PostgreSQL
  // project) would put the PGlite project's server on PostgreSQL, where its test account does not exist.
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    cwd: SERVER_DIR,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A start on PGlite took 10 to 39 s at load 15 to 20 (2 s alone): room for a busier machine.
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    state() {
      const ended = child.exitCode ?? child.signalCode;
      return `${ended === null ? 'running' : `exited (${ended})`}; its last output:\n${output.slice(-2000)}`;
    },
  };
};
