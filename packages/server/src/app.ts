import { DEFAULT_DOCUMENT_BACKDATE_DAYS } from '@apparel/contracts';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import { type Config, DEFAULT_TIMEOUTS } from './config';
import { loadOrCreateSecret } from './db/app-settings';
import type { DatabaseConnection } from './db/client';
import { countRequestsInFlight } from './db/fair-share';
import { adminArea } from './modules/admin/routes';
import { authArea } from './modules/auth/routes';
import { createSessionVerifier } from './modules/auth/sessions';
import { createOutboxSmsSender, type SmsSender } from './modules/auth/sms';
import { createTokenIssuer } from './modules/auth/tokens';
import { catalogueArea } from './modules/catalogue/routes';
import { creditArea } from './modules/credit/routes';
import { dashboardArea } from './modules/dashboard/routes';
import { healthArea } from './modules/health/routes';
import { createConsignmentInvoicing } from './modules/invoices/consignment-invoicing';
import { invoicesRoutes } from './modules/invoices/routes';
import type { MediaUsage } from './modules/media/media-usage';
import { productMediaUsage } from './modules/media/product-media-usage';
import { mediaArea } from './modules/media/routes';
import { ordersArea } from './modules/orders/routes';
import { priceListsArea } from './modules/price-lists/routes';
import { profileArea } from './modules/profile/routes';
import { releaseRegistry } from './modules/releases/release-registry';
import { releasesArea } from './modules/releases/routes';
import { retailArea } from './modules/retail/routes';
import { createIdempotencyStore } from './modules/shared/idempotency';
import { taxRatesRoutes } from './modules/tax-rates/routes';
import { authGuard } from './plugins/auth-guard';
import { connectionLimits } from './plugins/connection-limits';
import { createBadUrlAnswer, errorHandler } from './plugins/error-handler';
import { loggerOptions } from './plugins/logger-options';
import { openApi } from './plugins/openapi';
import { requestLoggerOnFirstUse } from './plugins/request-logger';
import { ErrorsOnlyRequestLogging } from './plugins/request-logging';
import { requestTimeouts, serverTimeoutOptions } from './plugins/request-timeouts';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { routeTable } from './plugins/route-table';
import { securityHeaders } from './plugins/security-headers';
import { staticSite } from './plugins/static-site';
import { sweeper } from './plugins/sweeper';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';
import { storagePlugin } from './storage/storage-plugin';
import { TrackedStorage } from './storage/tracked-storage';

export type AppOptions = {
  config: Config;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: DatabaseConnection;
  clock?: Clock;
  /** Defaults to the outbox file in DATA_DIR. */
  sms?: SmsSender;
  /** Uploaded files; defaults to the configured driver (local disk in DATA_DIR/uploads unless STORAGE_DRIVER=s3). */
  storage?: FileStorage;
  /** Which products use a media file (a used file cannot be deleted); defaults to the catalogue's. */
  mediaUsage?: MediaUsage;
};

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole server (API under /api, web app and remotes) and returns it ready to listen or inject. */
export const buildApp = async ({
  config,
  database,
  clock = systemClock,
  sms,
  storage,
  mediaUsage,
}: AppOptions) => {
  const badUrl = createBadUrlAnswer();
  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new ErrorsOnlyRequestLogging(),
    childLoggerFactory: requestLoggerOnFirstUse,
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: badUrl.answer,
    ...serverTimeoutOptions(timeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const { db } = database;
  const tokens = await createTokenIssuer(
    config.jwtSecret ?? (await loadOrCreateSecret(db, 'jwt_secret')),
    config.jwtTtlSeconds,
    clock,
  );

  await app.register(routeTable);
  countRequestsInFlight(app);
  await app.register(errorHandler);
  await app.register(requestTimeouts, { timeouts });
  await app.register(connectionLimits, { uploadsPerAddress: config.uploadsPerAddress });
  // API answers over 1 KB go out as brotli or gzip, whichever the browser accepts first.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(securityHeaders);
  await app.register(openApi);
  // Every file is recorded before it is written and counted against its owner's quota (tracked-storage.ts).
  const driver = storage ?? createStorage(config);
  await app.register(storagePlugin, { storage: new TrackedStorage(driver, db) });
  const idempotency = createIdempotencyStore({ db, clock });
  app.decorate('idempotency', idempotency);
  await app.register(sweeper, { db, storage: driver, staleMs: timeouts.uploadMs, idempotency });
  const sessions = createSessionVerifier(db, tokens, clock);
  await app.register(releaseRegistry, {
    db,
    storage: driver,
    sessions,
    shellDir: config.shellDir,
    remotesDir: config.remotesDir,
  });
  await app.register(
    async (api) => {
      await api.register(authGuard, { sessions });
      await api.register(healthArea, { db });
      await api.register(authArea, {
        db,
        tokens,
        clock,
        sms: sms ?? createOutboxSmsSender(config.dataDir, app.log, clock),
      });
      await api.register(profileArea, { db });
      await api.register(adminArea, { db, storage: app.storage, clock });
      await api.register(catalogueArea, { db, storage: app.storage, clock });
      await api.register(mediaArea, {
        db,
        storage: app.storage,
        usage: mediaUsage ?? productMediaUsage,
      });
      await api.register(retailArea, { db, clock });
      const backdateDays = config.documentBackdateDays ?? DEFAULT_DOCUMENT_BACKDATE_DAYS;
      await api.register(ordersArea, {
        db,
        clock,
        invoicing: createConsignmentInvoicing(db, clock),
        backdateDays,
      });
      await api.register(priceListsArea, { db });
      await api.register(creditArea, { db, clock });
      await api.register(dashboardArea, { db, clock });
      await api.register(invoicesRoutes, { db, clock, storage: app.storage, backdateDays });
      await api.register(taxRatesRoutes, { db });
      await api.register(releasesArea, { db, releases: app.releases, opsToken: config.registryOpsToken });
    },
    { prefix: '/api' },
  );
  await app.register(staticSite, { shellDir: config.shellDir });

  await app.ready();
  await badUrl.learnFrom(app);
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
