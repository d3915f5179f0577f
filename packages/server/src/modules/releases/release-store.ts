import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { remoteHistory, remoteVersionFiles, remoteVersions, storedFiles } from '../../db/schema';
import { ApiError } from '../../errors';
import type { FileStorage, OpenedFile } from '../../storage/file-storage';
import { DOWNLOAD_HEADERS, registryFileType } from './registry-file-types';
import type { ReleaseContent } from './release-archive';

export type VersionRow = typeof remoteVersions.$inferSelect;

/**
 * A file's storage key from its bytes and how it is served (its extension, `bin` for a download): the
 * same bytes served the same way are kept once, whichever versions hold them, and an object's
 * metadata in a bucket (set at its first write) is right for every file that shares it.
 */
export const releaseFileKey = (bytes: Buffer, extension: string): string =>
  `remotes/${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}.${extension}`;

const keyOf = (name: string, bytes: Buffer) => releaseFileKey(bytes, registryFileType(name).extension);

/** Serialises every change to one remote's versions, pin and canary, across instances. */
export const lockRemote = (tx: Transaction, remote: string) =>
  lockForTransaction(tx, `release-registry:${remote}`);

const WRITE_PARALLELISM = 8;

export type PublishInput = {
  remote: string;
  version: string;
  content: ReleaseContent;
  publisher: string;
  source: 'UPLOAD' | 'LOCAL';
};

export type PublishOutcome = { version: VersionRow; unchanged: boolean };

const alreadyPublished = (remote: string, version: string, existing: VersionRow, hash: string) =>
  new ApiError(
    409,
    `${remote} ${version} is already published with different content ` +
      `(published ${existing.contentHash.slice(0, 12)}, this upload ${hash.slice(0, 12)}). ` +
      'Published versions never change: publish it under a new version.',
  );

/**
 * The registry's files and versions: bytes in the storage driver under content-addressed keys, each
 * recorded in stored_files (PENDING until a version row references it, so a refused or interrupted
 * publish leaves nothing the sweep does not remove), versions and their file lists in the database.
 */
export const createReleaseStore = (db: Database, storage: FileStorage) => {
  /**
   * Writes every file's bytes, recording each key first (PENDING: the sweep removes it unless
   * referenced), with the type /remotes/** serves it as, so a bucket read straight by a browser (a
   * public URL) follows the same rules.
   */
  const saveFiles = async (files: ReadonlyMap<string, Buffer>) => {
    const byKey = new Map<string, { bytes: Buffer; name: string }>();
    for (const [name, bytes] of files) byKey.set(keyOf(name, bytes), { bytes, name });
    const queue = [...byKey.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, { bytes, name }] = next;
        const type = registryFileType(name);
        await db
          .insert(storedFiles)
          .values({ key, bytes: bytes.length })
          .onConflictDoUpdate({ target: storedFiles.key, set: { state: 'PENDING', createdAt: sql`now()` } });
        await storage.save(bytes, {
          folder: 'remotes',
          extension: type.extension,
          contentType: type.contentType,
          ...(type.download ? { contentDisposition: DOWNLOAD_HEADERS['content-disposition'] } : {}),
          key,
        });
      }
    };
    await Promise.all(Array.from({ length: WRITE_PARALLELISM }, worker));
  };

  const findVersion = async (remote: string, version: string, q: Database | Transaction = db) => {
    const [row] = await q
      .select()
      .from(remoteVersions)
      .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
    return row ?? null;
  };

  /**
   * Opens one file of a published version (null when the version or the file is unknown); `liveOnly`:
   * and null when the version has never been pinned or canaried.
   */
  const open = async (
    remote: string,
    version: string,
    name: string,
    q: Queryable = db,
    { liveOnly = false } = {},
  ): Promise<OpenedFile | null> => {
    const [row] = await q
      .select({ key: remoteVersionFiles.storageKey })
      .from(remoteVersionFiles)
      .innerJoin(remoteVersions, eq(remoteVersions.id, remoteVersionFiles.versionId))
      .where(
        and(
          eq(remoteVersions.remote, remote),
          eq(remoteVersions.version, version),
          eq(remoteVersionFiles.name, name),
          liveOnly ? isNotNull(remoteVersions.wentLiveAt) : undefined,
        ),
      );
    return row ? storage.open(row.key) : null;
  };

  return {
    db,
    findVersion,

    /**
     * Stores a verified release under its version: identical content is a no-op, other content is 409
     * (a LOCAL build of `pnpm build` is replaced instead). The version row, its files, the KEPT marks
     * and the history row commit together.
     */
    async publish({ remote, version, content, publisher, source }: PublishInput): Promise<PublishOutcome> {
      const existing = await findVersion(remote, version);
      if (existing?.contentHash === content.contentHash) return { version: existing, unchanged: true };
      if (existing && !(source === 'LOCAL' && existing.source === 'LOCAL'))
        throw alreadyPublished(remote, version, existing, content.contentHash);
      await saveFiles(content.files);
      return db.transaction(async (tx) => {
        await lockRemote(tx, remote);
        const current = await findVersion(remote, version, tx);
        if (current?.contentHash === content.contentHash) return { version: current, unchanged: true };
        if (current) {
          if (!(source === 'LOCAL' && current.source === 'LOCAL'))
            throw alreadyPublished(remote, version, current, content.contentHash);
          const oldKeys = await tx
            .delete(remoteVersionFiles)
            .where(eq(remoteVersionFiles.versionId, current.id))
            .returning({ key: remoteVersionFiles.storageKey });
          await tx.delete(remoteVersions).where(eq(remoteVersions.id, current.id));
          // The sweep deletes the old build's files no other version holds.
          if (oldKeys.length)
            await tx
              .update(storedFiles)
              .set({ state: 'PENDING', createdAt: sql`now() - interval '1 day'` })
              .where(inArray(storedFiles.key, [...new Set(oldKeys.map((row) => row.key))]));
        }
        const [row] = await tx
          .insert(remoteVersions)
          .values({
            remote,
            version,
            contentHash: content.contentHash,
            size: content.size,
            buildInfo: content.buildInfo,
            publisher,
            source,
            // A rebuilt local version that was live stays served: its pin names it by version.
            wentLiveAt: current?.wentLiveAt ?? null,
          })
          .returning();
        if (!row) throw new Error('The version was not recorded');
        const files = [...content.files.entries()].map(([name, bytes]) => ({
          versionId: row.id,
          name,
          storageKey: keyOf(name, bytes),
          size: bytes.length,
        }));
        for (let i = 0; i < files.length; i += 500)
          await tx.insert(remoteVersionFiles).values(files.slice(i, i + 500));
        await tx
          .update(storedFiles)
          .set({ state: 'KEPT' })
          .where(inArray(storedFiles.key, [...new Set(files.map((file) => file.storageKey))]));
        await tx
          .insert(remoteHistory)
          .values({ actor: publisher, remote, action: 'PUBLISH', toVersion: version });
        return { version: row, unchanged: false };
      });
    },

    open,

    /**
     * What /remotes/** serves: a file of a version that has been live. Publishing alone puts
     * nothing on the panel's origin; once live, a version stays served for the tabs opened on it.
     */
    openServed: (remote: string, version: string, name: string) =>
      open(remote, version, name, db, { liveOnly: true }),

    /** One file's bytes, or null. */
    async read(remote: string, version: string, name: string, q: Queryable = db): Promise<Buffer | null> {
      const file = await open(remote, version, name, q);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
};

export type ReleaseStore = ReturnType<typeof createReleaseStore>;
