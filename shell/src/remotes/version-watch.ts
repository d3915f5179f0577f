import type { RemotesAnswer } from '@apparel/contracts';
import { samePins } from './pinned-versions';
import { fetchRemotes } from './remotes-answer';

/** A navigation reads /remotes.json again only this long after the last read. */
export const NAVIGATION_CHECK_GAP_MS = 15_000;
/** An idle tab reads it this often. */
export const PERIODIC_CHECK_MS = 5 * 60_000;

export interface VersionWatchOptions {
  /** The answer the tab started with: the versions it loads for the whole session. */
  started: RemotesAnswer;
  /** Called once, when the server pins something else than the tab started with. */
  onNewVersion: () => void;
  readPins?: () => Promise<RemotesAnswer>;
  now?: () => number;
}

export interface VersionWatch {
  /** A navigation happened: read the pins unless they were read less than NAVIGATION_CHECK_GAP_MS ago. */
  navigated(): void;
  /** Read the pins now (the five-minute timer). */
  check(): Promise<void>;
}

/**
 * Version skew: compares the server's pins with the ones the tab started with. It only tells; the tab
 * keeps running its versions until the user reloads. A failed read (offline) waits for the next one.
 */
export function createVersionWatch({
  started,
  onNewVersion,
  readPins = () => fetchRemotes(),
  now = Date.now,
}: VersionWatchOptions): VersionWatch {
  let lastRead = now();
  let reading = false;
  let found = false;
  const check = async () => {
    if (found || reading) return;
    reading = true;
    lastRead = now();
    try {
      if (!samePins(started, await readPins())) {
        found = true;
        onNewVersion();
      }
    } catch {
      // Unreachable now: the next navigation or the timer reads again.
    } finally {
      reading = false;
    }
  };
  return {
    navigated() {
      if (now() - lastRead >= NAVIGATION_CHECK_GAP_MS) void check();
    },
    check,
  };
}
