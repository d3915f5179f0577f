import { join } from 'node:path';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { databaseTargetFor, openDatabase } from './db/client';
import { type SeededAccount, seedDatabase } from './seed';
import { LocalDiskStorage } from './storage/local-disk-storage';

const SHUTDOWN_GRACE_MS = 10_000;

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
};

const printSeededAccounts = (accounts: SeededAccount[]) => {
  if (accounts.length === 0) return;
  console.log('\nFirst start: these accounts were created (shown only this once):');
  for (const { role, email, mobile, password } of accounts) {
    console.log(`  ${role.padEnd(13)} ${email} / ${mobile}   password: ${password}`);
  }
  console.log('');
};

const config = readConfig();
const database = await openDatabase(databaseTargetFor(config));
const seeded = await database.withStartupLock(async () => {
  await database.migrate();
  return seedDatabase(database.db, config, undefined, new LocalDiskStorage(join(config.dataDir, 'uploads')));
});
const app = await buildApp({ config, database });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing open requests`);
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
printSeededAccounts(seeded);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Apparel admin on http://localhost:${port} (${database.driver}, data in ${config.dataDir})`);
