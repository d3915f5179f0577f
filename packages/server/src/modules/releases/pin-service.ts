import {
  LIST_PAGE_SIZE,
  manifestProblems,
  type RemoteHistoryPage,
  type RemoteRelease,
  type RemoteRoute,
  routeConflicts,
} from '@apparel/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { remoteHistory, remotePins, remoteVersions } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { type BuildInfo, compatibilityRefusals, readShellBuildInfo } from './compatibility';
import { lockRemote, type VersionRow } from './release-store';
import type { VersionFactsReader } from './version-facts';

type PinRow = typeof remotePins.$inferSelect;
type Change = { actor: string; remote: string; reason?: string | null };

const conflict = (message: string) => new ApiError(409, message);
/** The changes that moved a pin forward (a rollback walks back along them, never along another rollback). */
const PIN_CHANGES = ['PIN', 'PROMOTE'];

/**
 * Pins, rollbacks and canaries (issue 22): each change runs in one transaction holding the remote's
 * lock (so concurrent changes queue, across instances), is checked (published, compatible with the
 * running shell, no route or menu clash with the other pinned remotes) and leaves a history row.
 */
export const createPinService = (db: Database, facts: VersionFactsReader, shellDir: string) => {
  const findVersion = async (q: Database | Transaction, remote: string, version: string) => {
    const [row] = await q
      .select()
      .from(remoteVersions)
      .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
    if (!row) throw notFound(`${remote} ${version} is not published`);
    return row;
  };

  /** The routes the other pinned remotes claim (their pinned and canary versions). */
  const otherRoutes = async (q: Database | Transaction, remote: string) => {
    const pins = await q.select().from(remotePins);
    const others: Record<string, RemoteRoute[]> = {};
    for (const pin of pins) {
      if (pin.remote === remote) continue;
      const wanted = [pin.version, ...(pin.canaryVersion ? [pin.canaryVersion] : [])];
      const rows = await q
        .select()
        .from(remoteVersions)
        .where(and(eq(remoteVersions.remote, pin.remote), inArray(remoteVersions.version, wanted)));
      others[pin.remote] = (await Promise.all(rows.map((row) => facts(row, q)))).flatMap((f) => f.routes);
    }
    return others;
  };

  /** Why `row` may not be served (empty: it may). */
  const refusalsOf = async (
    row: VersionRow,
    others: Record<string, RemoteRoute[]>,
    shell: BuildInfo | null,
    q: Database | Transaction = db,
  ): Promise<string[]> => {
    const version = await facts(row, q);
    if (!version.valid) return ['its route manifest (mf-routes.json) is invalid'];
    return [
      ...(version.manifestRefusal ? [version.manifestRefusal] : []),
      ...compatibilityRefusals(row.buildInfo as BuildInfo, shell),
      ...manifestProblems({ remote: row.remote, routes: version.routes }, version.exposed),
      ...routeConflicts(row.remote, version.routes, others),
    ];
  };

  const assertServable = async (tx: Transaction, row: VersionRow, verb: string) => {
    const refusals = await refusalsOf(
      row,
      await otherRoutes(tx, row.remote),
      await readShellBuildInfo(shellDir),
      tx,
    );
    if (refusals.length)
      throw conflict(`${row.remote} ${row.version} cannot be ${verb}: ${refusals.join('; ')}`);
  };

  /** Runs one change under the remote's lock with its current pin row (locked) and records it. */
  const change = async (
    remote: string,
    run: (
      tx: Transaction,
      pin: PinRow | null,
    ) => Promise<{ action: string; from: string | null; to: string | null; message: string }>,
    { actor, reason }: Change,
  ): Promise<{ message: string }> =>
    db.transaction(async (tx) => {
      await lockRemote(tx, remote);
      const [pin] = await tx.select().from(remotePins).where(eq(remotePins.remote, remote)).for('update');
      const outcome = await run(tx, pin ?? null);
      await tx.insert(remoteHistory).values({
        actor,
        remote,
        action: outcome.action,
        fromVersion: outcome.from,
        toVersion: outcome.to,
        reason: reason ?? null,
      });
      return { message: outcome.message };
    });

  const assertRemoteKnown = async (remote: string) => {
    const [row] = await db
      .select({ id: remoteVersions.id })
      .from(remoteVersions)
      .where(eq(remoteVersions.remote, remote))
      .limit(1);
    if (!row) throw notFound(`No version of ${remote} is published`);
  };

  /**
   * From its first pin or canary on, a version's files are served for good (release-store's
   * `openServed`): a tab opened on it keeps loading its chunks after a rollback or another pin.
   */
  const markLive = (tx: Transaction, remote: string, version: string) =>
    tx
      .update(remoteVersions)
      .set({ wentLiveAt: sql`now()` })
      .where(
        and(
          eq(remoteVersions.remote, remote),
          eq(remoteVersions.version, version),
          isNull(remoteVersions.wentLiveAt),
        ),
      );

  const setPin = async (tx: Transaction, remote: string, pin: PinRow | null, version: string) => {
    await markLive(tx, remote, version);
    const canaryGoes = pin?.canaryVersion === version;
    await tx
      .insert(remotePins)
      .values({ remote, version })
      .onConflictDoUpdate({
        target: remotePins.remote,
        set: {
          version,
          updatedAt: new Date(),
          ...(canaryGoes ? { canaryVersion: null, canaryPercent: null } : {}),
        },
      });
  };

  return {
    async list(): Promise<RemoteRelease[]> {
      const [versions, pins, shell] = await Promise.all([
        db.select().from(remoteVersions).orderBy(desc(remoteVersions.publishedAt), desc(remoteVersions.id)),
        db.select().from(remotePins),
        readShellBuildInfo(shellDir),
      ]);
      const names = [...new Set([...versions.map((v) => v.remote), ...pins.map((p) => p.remote)])].sort();
      return Promise.all(
        names.map(async (name) => {
          const pin = pins.find((p) => p.remote === name);
          const others = await otherRoutes(db, name);
          return {
            name,
            pinned: pin?.version ?? null,
            canary: pin?.canaryVersion
              ? { version: pin.canaryVersion, percent: pin.canaryPercent ?? 0 }
              : null,
            versions: await Promise.all(
              versions
                .filter((v) => v.remote === name)
                .map(async (v) => {
                  const refusals = await refusalsOf(v, others, shell);
                  return {
                    version: v.version,
                    publishedAt: v.publishedAt.toISOString(),
                    publisher: v.publisher,
                    size: v.size,
                    compatible: refusals.length === 0,
                    refusals,
                  };
                }),
            ),
          };
        }),
      );
    },

    async pin(remote: string, version: string, who: Change) {
      await assertRemoteKnown(remote);
      return change(
        remote,
        async (tx, pin) => {
          const row = await findVersion(tx, remote, version);
          if (pin?.version === version) throw conflict(`${remote} is already pinned to ${version}`);
          await assertServable(tx, row, 'pinned');
          await setPin(tx, remote, pin, version);
          return {
            action: 'PIN',
            from: pin?.version ?? null,
            to: version,
            message: `${remote} pinned to ${version}`,
          };
        },
        who,
      );
    },

    /** Back to the version pinned before the current one (the latest pin change that led to it). */
    async rollback(remote: string, who: Change) {
      await assertRemoteKnown(remote);
      return change(
        remote,
        async (tx, pin) => {
          if (!pin) throw conflict(`${remote} is not pinned, so there is nothing to roll back`);
          const [last] = await tx
            .select()
            .from(remoteHistory)
            .where(
              and(
                eq(remoteHistory.remote, remote),
                inArray(remoteHistory.action, PIN_CHANGES),
                eq(remoteHistory.toVersion, pin.version),
              ),
            )
            .orderBy(desc(remoteHistory.id))
            .limit(1);
          const previous = last?.fromVersion;
          if (!previous) throw conflict(`${remote} has no previous pin to roll back to`);
          const row = await findVersion(tx, remote, previous);
          await assertServable(tx, row, 'rolled back to');
          await setPin(tx, remote, pin, previous);
          return {
            action: 'ROLLBACK',
            from: pin.version,
            to: previous,
            message: `${remote} rolled back to ${previous}`,
          };
        },
        who,
      );
    },

    async startCanary(remote: string, version: string, percent: number, who: Change) {
      await assertRemoteKnown(remote);
      return change(
        remote,
        async (tx, pin) => {
          if (!pin) throw conflict(`${remote} is not pinned: pin a version before starting a canary`);
          const row = await findVersion(tx, remote, version);
          if (pin.version === version)
            throw conflict(`${remote} ${version} is already pinned: a canary serves another version`);
          await assertServable(tx, row, 'served as a canary');
          await markLive(tx, remote, version);
          await tx
            .update(remotePins)
            .set({ canaryVersion: version, canaryPercent: percent, updatedAt: new Date() })
            .where(eq(remotePins.remote, remote));
          return {
            action: 'CANARY',
            from: pin.version,
            to: version,
            message: `${remote} ${version} serves ${percent} % as a canary`,
          };
        },
        { ...who, reason: who.reason ?? `${percent} %` },
      );
    },

    async promote(remote: string, who: Change) {
      await assertRemoteKnown(remote);
      return change(
        remote,
        async (tx, pin) => {
          if (!pin?.canaryVersion) throw conflict(`${remote} has no canary to promote`);
          const row = await findVersion(tx, remote, pin.canaryVersion);
          await assertServable(tx, row, 'pinned');
          await setPin(tx, remote, pin, pin.canaryVersion);
          return {
            action: 'PROMOTE',
            from: pin.version,
            to: pin.canaryVersion,
            message: `${remote} pinned to ${pin.canaryVersion} (canary promoted)`,
          };
        },
        who,
      );
    },

    async dropCanary(remote: string, who: Change) {
      await assertRemoteKnown(remote);
      return change(
        remote,
        async (tx, pin) => {
          if (!pin?.canaryVersion) throw conflict(`${remote} has no canary to drop`);
          await tx
            .update(remotePins)
            .set({ canaryVersion: null, canaryPercent: null, updatedAt: new Date() })
            .where(eq(remotePins.remote, remote));
          return {
            action: 'DROP_CANARY',
            from: pin.canaryVersion,
            to: pin.version,
            message: `${remote} canary ${pin.canaryVersion} dropped`,
          };
        },
        who,
      );
    },

    /** Pins what a local registry folder pins, for a remote with no pin yet (start-up import). */
    async pinIfUnpinned(remote: string, version: string, actor: string) {
      await db.transaction(async (tx) => {
        await lockRemote(tx, remote);
        const [pin] = await tx.select().from(remotePins).where(eq(remotePins.remote, remote));
        if (pin) return;
        await findVersion(tx, remote, version);
        await markLive(tx, remote, version);
        await tx.insert(remotePins).values({ remote, version });
        await tx.insert(remoteHistory).values({ actor, remote, action: 'PIN', toVersion: version });
      });
    },

    /** Applies a pin a local registry folder made (pnpm remotes pin without --server): checked there. */
    async followFolderPin(remote: string, version: string, actor: string) {
      await db.transaction(async (tx) => {
        await lockRemote(tx, remote);
        const [pin] = await tx.select().from(remotePins).where(eq(remotePins.remote, remote)).for('update');
        if (pin?.version === version) return;
        await findVersion(tx, remote, version);
        await setPin(tx, remote, pin ?? null, version);
        await tx.insert(remoteHistory).values({
          actor,
          remote,
          action: 'PIN',
          fromVersion: pin?.version ?? null,
          toVersion: version,
          reason: 'pinned in the local registry folder',
        });
      });
    },

    async history(remote: string | undefined, page: number): Promise<RemoteHistoryPage> {
      const where = remote ? eq(remoteHistory.remote, remote) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(remoteHistory)
          .where(where)
          .orderBy(desc(remoteHistory.id))
          .limit(LIST_PAGE_SIZE)
          .offset((page - 1) * LIST_PAGE_SIZE),
        db.select({ n: count() }).from(remoteHistory).where(where),
      ]);
      return {
        history: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actor,
          remote: row.remote,
          action: row.action as RemoteHistoryPage['history'][number]['action'],
          from: row.fromVersion,
          to: row.toVersion,
          reason: row.reason,
        })),
        total: total?.n ?? 0,
        page,
        pageSize: LIST_PAGE_SIZE,
      };
    },
  };
};

export type PinService = ReturnType<typeof createPinService>;
