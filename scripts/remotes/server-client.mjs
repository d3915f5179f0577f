import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { RegistryError } from './apps.mjs';

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
  const remote = (name) => `/admin/remotes/${encodeURIComponent(name)}`;
  return {
    publish: (name, version, zip) =>
      call('POST', `${remote(name)}/versions?version=${encodeURIComponent(version)}`, {
        body: zip,
        type: 'application/zip',
      }),
    list: () => call('GET', '/admin/remotes'),
    pin: (name, version, reason) => call('POST', `${remote(name)}/pin`, { body: { version, reason } }),
    rollback: (name) => call('POST', `${remote(name)}/rollback`),
    canary: (name, version, percent) =>
      call('POST', `${remote(name)}/canary`, { body: { version, percent } }),
    promote: (name) => call('POST', `${remote(name)}/canary/promote`),
    drop: (name) => call('DELETE', `${remote(name)}/canary`),
    history: (name, page) =>
      call(
        'GET',
        `/admin/remotes/history?${new URLSearchParams({ ...(name ? { name } : {}), page: String(page) })}`,
      ),
  };
}
