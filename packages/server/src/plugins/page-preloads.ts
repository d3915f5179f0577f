import type { RemoteRoute, RemotesAnswer } from '@apparel/contracts';
import { firstPaintOf } from './first-paint';
import type { ShellStart } from './shell-html';

/** A pin the registry serves: /remotes/<remote>/<version>/mf-manifest.json. */
const REGISTRY_PIN = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

type ReadRemoteFile = (remote: string, version: string, name: string) => Promise<Buffer | null>;

/** The parts of a Module Federation mf-manifest.json the preloads are read from. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a route path (`/products/:id`) matches a URL path, and how exactly (literal segments count). */
function matchScore(routePath: string, urlPath: string): number {
  const route = segments(routePath);
  const url = segments(urlPath);
  if (route.length !== url.length) return -1;
  let literal = 0;
  for (const [index, part] of route.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== url[index]) return -1;
    literal += 1;
  }
  return literal;
}

/** The pinned remote and route a URL path opens, preferring literal segments (/products/new over /products/:id). */
export function pageOf(
  answer: RemotesAnswer,
  urlPath: string,
): { remote: string; route: RemoteRoute } | null {
  let best: { remote: string; route: RemoteRoute; score: number } | null = null;
  for (const [remote, { routes }] of Object.entries(answer))
    for (const route of routes) {
      const score = matchScore(route.path, urlPath);
      if (score >= 0 && (!best || score > best.score)) best = { remote, route, score };
    }
  return best && { remote: best.remote, route: best.route };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * What the shell's HTML carries for a URL path: the pins, the first paint of the page a route owns, and
 * when a pinned registry version owns the page, that version's manifest and the scripts of its remote
 * entry and page module. A pin outside the registry or an unreadable manifest gives no preloads, an
 * unknown path the pins alone (the shell then loads as before).
 */
export async function shellStartFor(
  answer: RemotesAnswer,
  urlPath: string,
  readRemoteFile: ReadRemoteFile,
): Promise<ShellStart> {
  const page = pageOf(answer, urlPath);
  const start: ShellStart = {
    answer,
    manifests: {},
    preloads: [],
    firstPaint: page && firstPaintOf(page.route),
  };
  const manifestUrl = page && answer[page.remote]?.manifest;
  const [, folder, version] = manifestUrl?.match(REGISTRY_PIN) ?? [];
  if (!page || !manifestUrl || folder !== page.remote || !version) return start;
  const file = await readRemoteFile(page.remote, version, 'mf-manifest.json');
  let manifest: FederationManifest;
  try {
    manifest = file ? JSON.parse(file.toString('utf8')) : null;
  } catch {
    return start;
  }
  if (!manifest || typeof manifest !== 'object') return start;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const entryName = typeof entry?.name === 'string' ? entry.name : null;
  const entryPath = typeof entry?.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  const exposed = manifest.exposes?.find((expose) => expose.name === page.route.module);
  start.manifests[manifestUrl] = manifest;
  start.preloads = [
    ...(entryName ? [`${base}${entryPath}${entryName}`] : []),
    ...strings(exposed?.assets?.js?.sync).map((chunk) => `${base}${chunk}`),
  ];
  return start;
}
