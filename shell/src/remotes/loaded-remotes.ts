import { useSyncExternalStore } from 'react';

/** A remote this tab loaded, and the version it loaded (kept for the session). */
export interface LoadedRemote {
  remote: string;
  version: string;
}

let loaded: readonly LoadedRemote[] = [];
const listeners = new Set<() => void>();

/** The loader records each remote it registers; the About panel lists them. */
export function recordLoadedRemote(remote: string, version: string): void {
  if (loaded.some((entry) => entry.remote === remote && entry.version === version)) return;
  loaded = [...loaded.filter((entry) => entry.remote !== remote), { remote, version }].sort((a, b) =>
    a.remote.localeCompare(b.remote),
  );
  for (const listener of listeners) listener();
}

/** The remotes loaded so far, by name. */
export const loadedRemotes = (): readonly LoadedRemote[] => loaded;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLoadedRemotes = (): readonly LoadedRemote[] => useSyncExternalStore(subscribe, loadedRemotes);
