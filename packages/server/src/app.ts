import { join } from 'node:path';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import { type Config, DEFAULT_TIMEOUTS } from './config';
import { loadOrCreateSecret } from './db/app-settings';
import type { DatabaseConnection } from './db/client';
import { adminRoutes } from './modules/admin/routes';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createOtpCodes } from './modules/auth/otp-codes';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createSessionVerifier } from './modules/auth/sessions';
import { createOutboxSmsSender, type SmsSender } from './modules/auth/sms';
import { createTokenIssuer } from './modules/auth/tokens';
import { catalogueRoutes } from './modules/catalogue/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { ordersRoutes } from './modules/orders/routes';
import { profileRoutes } from './modules/profile/routes';
import { createProfileService } from './modules/profile/service';
import { retailRoutes } from './modules/retail/routes';
import { authGuard } from './plugins/auth-guard';
import { createBadUrlAnswer, errorHandler } from './plugins/error-handler';
import { loggerOptions } from './plugins/logger-options';
import { openApi } from './plugins/openapi';
import { ErrorsOnlyRequestLogging } from './plugins/request-logging';
import { requestTimeouts, serverTimeoutOptions } from './plugins/request-timeouts';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { routeTable } from './plugins/route-table';
import { securityHeaders } from './plugins/security-headers';
import { staticSite } from './plugins/static-site';
import type { FileStorage } from './storage/file-storage';
import { LocalDiskStorage } from './storage/local-disk-storage';
import { storagePlugin } from './storage/storage-plugin';

export type AppOptions = {
  config: Config;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: DatabaseConnection;
  clock?: Clock;
  /** Defaults to the outbox file in DATA_DIR. */
  sms?: SmsSender;
  /** Uploaded files; defaults to local disk in DATA_DIR/uploads. */
  storage?: FileStorage;
};

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole server (API under /api, web app and remotes) and returns it ready to listen or inject. */
export const buildApp = async ({ config, database, clock = systemClock, sms, storage }: AppOptions) => {
  const badUrl = createBadUrlAnswer();
  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new ErrorsOnlyRequestLogging(),
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
  const auth = createAuthService({
    db,
    tokens,
    otpCodes: createOtpCodes(db, await loadOrCreateSecret(db, 'otp_hmac_key'), clock),
    loginThrottle: createLoginThrottle(db, clock),
    sms: sms ?? createOutboxSmsSender(config.dataDir, app.log, clock),
  });

  await app.register(routeTable);
  await app.register(errorHandler);
  await app.register(requestTimeouts, { timeouts });
  await app.register(securityHeaders);
  await app.register(openApi);
  await app.register(storagePlugin, {
    storage: storage ?? new LocalDiskStorage(join(config.dataDir, 'uploads')),
  });
  await app.register(
    async (api) => {
      await api.register(authGuard, { sessions: createSessionVerifier(db, tokens, clock) });
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { auth });
      await api.register(profileRoutes, { profiles: createProfileService(db) });
      await api.register(adminRoutes, { db, storage: app.storage });
      await api.register(catalogueRoutes, { db, storage: app.storage, clock });
      await api.register(retailRoutes, { db, clock });
      await api.register(ordersRoutes, { db, clock });
      await api.register(dashboardRoutes, { db, clock });
    },
    { prefix: '/api' },
  );
  await app.register(staticSite, { shellDir: config.shellDir, remotesDir: config.remotesDir });

  await app.ready();
  await badUrl.learnFrom(app);
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
