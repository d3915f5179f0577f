import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './schema-columns';

/**
 * The release registry (issue 22, migration 0014). A published remote version: its files live in the
 * storage driver (content-addressed keys, `remote_version_files`), `build_info` is what it was built
 * against (the compatibility guard reads it). `source` LOCAL marks a build `pnpm build` imported from
 * REMOTES_DIR (replaced when the local build changes); UPLOAD versions never change. `went_live_at`
 * (migration 0017): when it was first pinned or canaried; null, its files are not served.
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    contentHash: text('content_hash').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    buildInfo: jsonb('build_info').notNull(),
    publisher: text('publisher').notNull(),
    source: text('source', { enum: ['UPLOAD', 'LOCAL'] }).notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    wentLiveAt: at('went_live_at'),
  },
  (t) => [
    uniqueIndex('remote_versions_remote_version_unique').on(t.remote, t.version),
    check('remote_versions_source_check', sql`${t.source} in ('UPLOAD', 'LOCAL')`),
  ],
);

/** Each file of a version: its path inside the version and the storage key holding its bytes. */
export const remoteVersionFiles = pgTable(
  'remote_version_files',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => remoteVersions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.name] }),
    index('remote_version_files_storage_key_idx').on(t.storageKey),
  ],
);

/** One row per remote: the pinned version and an optional canary (a second version for a percentage). */
export const remotePins = pgTable(
  'remote_pins',
  {
    remote: text('remote').primaryKey(),
    version: text('version').notNull(),
    canaryVersion: text('canary_version'),
    canaryPercent: integer('canary_percent'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'remote_pins_canary_check',
      sql`(${t.canaryVersion} is null and ${t.canaryPercent} is null) or (${t.canaryVersion} is not null and ${t.canaryPercent} between 1 and 99)`,
    ),
  ],
);

/** Every registry change: who, when, which remote, what, from, to, why. */
export const remoteHistory = pgTable(
  'remote_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    actor: text('actor').notNull(),
    remote: text('remote').notNull(),
    action: text('action').notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version'),
    reason: text('reason'),
  },
  (t) => [index('remote_history_remote_idx').on(t.remote, t.id.desc())],
);

/** A team's token to publish one remote: only the SHA-256 of its secret is kept. */
export const releaseTokens = pgTable(
  'release_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('release_tokens_secret_hash_unique').on(t.secretHash)],
);
