import { type RemoteRoute, routeManifestSchema } from '@apparel/contracts';
import type { Queryable } from '../../db/client';
import { publicPathRefusal } from './release-safety';
import type { ReleaseStore, VersionRow } from './release-store';

/**
 * What the pin checks and /remotes.json read from a version's files: its routes and exposed modules,
 * and why its manifest may not load (a publicPath on another origin; versions published before the
 * upload refused one still hold theirs).
 */
export type VersionFacts = {
  routes: RemoteRoute[];
  exposed: string[];
  valid: boolean;
  manifestRefusal: string | null;
};

const MAX_CACHED = 500;

/**
 * A version's route manifest and exposed modules, read once from storage and kept (a version's files
 * never change; a replaced local build is a new row, so the cache key changes with it).
 */
export const createVersionFacts = (store: ReleaseStore) => {
  const cache = new Map<string, Promise<VersionFacts>>();
  const load = async (row: VersionRow, q: Queryable): Promise<VersionFacts> => {
    const [routesFile, manifestFile] = await Promise.all([
      store.read(row.remote, row.version, 'mf-routes.json', q),
      store.read(row.remote, row.version, 'mf-manifest.json', q),
    ]);
    const json = (bytes: Buffer | null): unknown => {
      try {
        return bytes ? JSON.parse(bytes.toString('utf8')) : null;
      } catch {
        return null;
      }
    };
    const parsed = routeManifestSchema.safeParse(json(routesFile));
    const manifest = json(manifestFile) as { exposes?: { name?: unknown }[] } | null;
    const exposed = (manifest?.exposes ?? []).flatMap((expose) =>
      typeof expose?.name === 'string' ? [expose.name] : [],
    );
    return {
      routes: parsed.success ? parsed.data.routes : [],
      exposed,
      valid: parsed.success,
      manifestRefusal: publicPathRefusal(manifest),
    };
  };
  /** `q`: the transaction a caller holds (PGlite has one connection; a pool may have none left). */
  return (row: VersionRow, q?: Queryable): Promise<VersionFacts> => {
    const key = `${row.id}:${row.contentHash}`;
    let facts = cache.get(key);
    if (!facts) {
      if (cache.size >= MAX_CACHED) cache.clear();
      facts = load(row, q ?? store.db).catch((error) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, facts);
    }
    return facts;
  };
};

export type VersionFactsReader = ReturnType<typeof createVersionFacts>;
