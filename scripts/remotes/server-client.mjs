import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { RegistryError } from './apps.mjs';

/** The registry's entries of the endpoint table (generated: scripts/endpoint-projection.mjs), so no path is spelled here. */
const RELEASE_ENDPOINTS = JSON.parse(
  await readFile(new URL('./release-endpoints.json', import.meta.url), 'utf8'),
);

/** A dist folder as one zip (every file, paths relative to the dist): what the server's publish takes. */
export async function zipDist(distDir) {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[relative(distDir, path).split('\\').join('/')] = new Uint8Array(await readFile(path));
  }
  if (!files['mf-manifest.json'])
    throw new RegistryError(`${distDir} has no mf-manifest.json. Build it first.`);
  // .br/.gz copies and images are compressed already: store them as they are.
  return Buffer.from(zipSync(files, { level: 6, mem: 8 }));
}

/**
 * The registry API of a running server (issue 22): the same calls the Remotes screen makes. `token` is
 * a release token (publish), the ops token or a super admin session token.
 */
export function registryServer(server, token) {
  if (!server) throw new RegistryError('--server <https://host> is required');
  if (!token) throw new RegistryError('--token <token> is required (or set REGISTRY_TOKEN)');
  const base = server.replace(/\/+$/, '');
  const call = async (method, path, { body, type = 'application/json' } = {}) => {
    let response;
    try {
      response = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': type }),
        },
        body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : body,
      });
    } catch (error) {
      throw new RegistryError(`${base} could not be reached: ${error.cause?.code ?? error.message}`);
    }
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok)
      throw new RegistryError(`${method} ${path}: ${response.status} ${json?.message ?? text}`);
    return json;
  };
  /**
   * An entry's call: its method and path from the endpoint table (release-endpoints.json), `:name`
   * parameters filled in and URI-encoded, `query` as the query string.
   */
  const callEntry = (key, { params = {}, query, ...options } = {}) => {
    const { method, path } = RELEASE_ENDPOINTS[key];
    const filled = path.replace(/:(\w+)/g, (_match, name) => encodeURIComponent(String(params[name])));
    return call(method, query ? `${filled}?${new URLSearchParams(query)}` : filled, options);
  };
  return {
    publish: (name, version, zip) =>
      callEntry('publish', { params: { name }, query: { version }, body: zip, type: 'application/zip' }),
    list: () => callEntry('remotes'),
    pin: (name, version, reason) => callEntry('pin', { params: { name }, body: { version, reason } }),
    rollback: (name) => callEntry('rollback', { params: { name } }),
    canary: (name, version, percent) =>
      callEntry('startCanary', { params: { name }, body: { version, percent } }),
    promote: (name) => callEntry('promoteCanary', { params: { name } }),
    drop: (name) => callEntry('dropCanary', { params: { name } }),
    history: (name, page) =>
      callEntry('history', { query: { ...(name ? { name } : {}), page: String(page) } }),
  };
}
