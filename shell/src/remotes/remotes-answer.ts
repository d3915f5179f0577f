import { type RemotesAnswer, remotesAnswerSchema } from '@apparel/contracts';

/** /remotes.json: each pinned remote's versioned manifest URL and routes, set by ops with `pnpm remotes pin`. */
export const REMOTES_URL = '/remotes.json';

/** Reads the pins fresh every time: a re-pin must reach the next attempt without a full reload. */
export async function fetchRemotes(url: string = REMOTES_URL): Promise<RemotesAnswer> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const parsed = remotesAnswerSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${url} is not a map of remote name to {manifest, routes}`);
  return parsed.data;
}
