/** /remotes.json: each remote's pinned, versioned manifest URL, set by ops with `pnpm remotes pin`. */
export type RemotePins = Record<string, string>;

export const REMOTE_PINS_URL = '/remotes.json';

const isPins = (value: unknown): value is RemotePins =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** Reads the pins fresh every time: a re-pin must reach the next attempt without a full reload. */
export async function fetchRemotePins(url: string = REMOTE_PINS_URL): Promise<RemotePins> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const pins: unknown = await response.json();
  if (!isPins(pins)) throw new Error(`${url} is not an object of remote name to manifest URL`);
  return pins;
}
