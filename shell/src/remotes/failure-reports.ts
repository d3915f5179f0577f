import { reportRemoteLoadFailure } from '@apparel/api-client';
import type { RemoteLoadFailure } from '@apparel/contracts';

/** At most this many reports a minute from one tab, and one a minute for the same failure. */
export const REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

/** What failed: the manifest, the remote entry, or one of its chunks (from the runtime's error text). */
export function failureKind(error: unknown): 'manifest' | 'entry' | 'chunk' {
  const text = messageChain(error);
  if (/ChunkLoadError|Loading (CSS )?chunk/i.test(text)) return 'chunk';
  if (/manifest|RUNTIME-003/i.test(text)) return 'manifest';
  return 'entry';
}

/** The error's message and its causes', one line, without query strings, at most 300 characters. */
export function messageChain(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error && parts.length < 4; current = current.cause)
    parts.push(current.message);
  return parts
    .join(' <- ')
    .replace(/\?[^\s)]*/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}

/**
 * Sends remote load failures to the server log (POST /api/remote-load-failures), rate-limited here
 * too: the same failure once a minute, and at most REPORTS_PER_MINUTE in all.
 */
export function createFailureReporter({
  send = reportRemoteLoadFailure,
  now = Date.now,
}: {
  send?: (failure: RemoteLoadFailure) => Promise<void>;
  now?: () => number;
} = {}) {
  const sentAt: number[] = [];
  const lastOf = new Map<string, number>();
  return (remote: string, version: string, error: unknown) => {
    const at = now();
    const kind = failureKind(error);
    const key = `${remote} ${version} ${kind}`;
    const last = lastOf.get(key);
    if (last !== undefined && at - last < MINUTE_MS) return;
    while (sentAt.length && at - (sentAt[0] ?? 0) >= MINUTE_MS) sentAt.shift();
    if (sentAt.length >= REPORTS_PER_MINUTE) return;
    sentAt.push(at);
    lastOf.set(key, at);
    void send({ remote, version, kind, message: messageChain(error) });
  };
}
