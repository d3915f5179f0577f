import { type RemotesAnswer, readRemotesAnswer } from '@apparel/contracts';

/** /remotes.json: each pinned remote's versioned manifest URL and routes, set by ops with `pnpm remotes pin`. */
export const REMOTES_URL = '/remotes.json';

/** Reads the pins fresh every time: a re-pin must reach the next attempt without a full reload. */
export async function fetchRemotes(url: string = REMOTES_URL): Promise<RemotesAnswer> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // Checked without zod (readRemotesAnswer): the pins load before every page, most of which validate nothing.
  const answer = readRemotesAnswer(await response.json());
  if (!answer) throw new Error(`${url} is not a map of remote name to {manifest, routes}`);
  return answer;
}

/** The id of the `<script type="application/json">` the server inlines into index.html. */
export const START_ELEMENT_ID = 'remotes-answer';

/** What the server inlined for this page load: the pins and the requested page's remote manifest. */
export interface InlinedStart {
  answer: RemotesAnswer;
  /** mf-manifest.json contents by URL, handed to the runtime instead of a request. */
  manifests: Record<string, unknown>;
}

/**
 * The start-up answer inlined in the page (no request), or null when the page has none or it does not
 * read (a plain index.html, e.g. a static host): the shell then fetches /remotes.json.
 */
export function inlinedStart(doc: Document = document): InlinedStart | null {
  const text = doc.getElementById(START_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let data: { answer?: unknown; manifests?: unknown };
  try {
    data = JSON.parse(text);
  } catch {
    console.warn(`[shell] #${START_ELEMENT_ID} is not JSON: reading ${REMOTES_URL}`);
    return null;
  }
  const answer = readRemotesAnswer(data?.answer);
  if (!answer) {
    console.warn(`[shell] #${START_ELEMENT_ID} holds no pins: reading ${REMOTES_URL}`);
    return null;
  }
  const manifests =
    data.manifests && typeof data.manifests === 'object' && !Array.isArray(data.manifests)
      ? (data.manifests as Record<string, unknown>)
      : {};
  return { answer, manifests };
}

/** The pins this page load starts with: inlined by the server, else one request to /remotes.json. */
export const startAnswer = (): Promise<InlinedStart> => {
  const inlined = inlinedStart();
  return inlined ? Promise.resolve(inlined) : fetchRemotes().then((answer) => ({ answer, manifests: {} }));
};
