import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { databaseTargetFor, openDatabase } from './db/client';
import { boundHeapGrowth } from './heap-growth';
import { warmUpPdfRenderer } from './modules/invoices/pdf-warm-up';
import { seedDemoMedia } from './modules/media/demo-media';
import { type SeededAccount, seedDatabase } from './seed';
import { createStorage } from './storage/create-storage';

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

boundHeapGrowth();
const config = readConfig();
const database = await openDatabase(databaseTargetFor(config));
// One storage (the configured driver) for the demo data and the app.
const storage = createStorage(config);
const seeded = await database.withStartupLock(async () => {
  await database.migrate();
  return seedDatabase(database.db, config, undefined, storage);
});
const app = await buildApp({ config, database, storage });
// Only the instance that just created the demo manufacturer fills its media library.
if (seeded.some((account) => account.role === 'MANUFACTURER')) {
  await seedDemoMedia(database.db, app.storage, config.demo.email, app.log);
}

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
// After listening, so start-up does not wait for it: the first invoice PDF then renders at warm speed.
setTimeout(() => {
  warmUpPdfRenderer().catch((error) => app.log.warn({ err: error }, 'PDF renderer warm-up failed'));
}, 0).unref();
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Apparel admin on http://localhost:${port} (${database.driver}, data in ${config.dataDir})`);
