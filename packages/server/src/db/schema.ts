/**
 * The database schema, one file per area; drizzle-kit reads it from here (drizzle.config.ts) and the
 * code imports tables from here. The accounts' tables (manufacturers, users, ...) are in schema-accounts.ts.
 */
export * from './schema-accounts';
export * from './schema-catalogue';
export * from './schema-credit';
export * from './schema-dispatch';
export * from './schema-imports';
export * from './schema-media';
export * from './schema-pricing';
export * from './schema-registry';
export * from './schema-retail';
export * from './schema-storage';
